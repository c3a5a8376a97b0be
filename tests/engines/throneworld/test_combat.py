"""Combat by the rulebook: the two sample invasions with forced dice, then one test per rule."""

from engines.rng import Rng
from engines.throneworld import units as U
from engines.throneworld.combat import (
    Battle,
    BattleOrders,
    Group,
    Side,
    fight,
    ground_losses,
    hit_on,
    report_fields,
    space_losses,
)
from tests.engines.throneworld._game_support import notes_of

ME = Side(owner="me")
STAND = Side(owner="me", orders=BattleOrders(retreat="never"))


def dice(*rolls):
    return Rng(seed=99, forced=list(rolls))


def ground_battle(attackers, defenders, *rolls, att=ME, gdef=None, in_command=True):
    b = Battle(attacker=att, groups=[Group(ships={"P": 3}, aboard=attackers, origin="A1", in_command=in_command)],
               ground_defender=gdef or Side(), army=defenders)
    return fight(b, dice(*rolls))


# --- the rulebook's samples -----------------------------------------------------------------------


def test_sample_regular_invasion():
    # Protector with a Light and a Heavy Infantry against two Light Infantry, Ground 1 each
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1}, aboard={"L": 1, "H": 1}, origin="A1")],
               ground_defender=Side(), army={"L": 2})
    # round 1: attacker 3 dice, one 6; defender loses an L but fires both: one 6
    result = fight(b, dice(6, 2, 3, 6, 1, 4, 1, 5, 6, 1))
    first = result.rounds[0]
    assert first.arena == "ground"
    assert (first.attacker_hits, first.defender_losses) == (1, {"L": 1})
    assert len(first.defender_rolls) == 2  # the lost Light Infantry fires too
    assert first.attacker_losses == {"L": 1}  # one hit must kill the Light, not wound the Heavy
    # later rounds: the lone Light (one die) can never put two hits on the Heavy
    assert result.captured and result.winner == "attacker"
    assert result.attacker_army == {"H": 1}


def test_sample_regular_invasion_two_hits_take_the_heavy():
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1}, aboard={"L": 1, "H": 1}, origin="A1")],
               ground_defender=Side(), army={"L": 2})
    result = fight(b, dice(6, 2, 3, 6, 6))
    assert result.rounds[0].attacker_losses == {"H": 1}


def test_sample_drop_invasion():
    # Protector, Fighter and Drop Troop (out of command) against a neutral Shield and Light Infantry
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1, "F": 1}, aboard={"D": 1}, origin="A1", in_command=False)],
               space_defender=Side(), defence=Group(ships={"S": 1}), ground_defender=Side(), army={"L": 1})
    result = fight(b, dice(6, 2, 3, 4, 6, 2))
    space, ground = result.rounds
    assert space.arena == "space" and space.attacker_hits == 1 and space.absorbed == 1
    assert space.defender_losses == {} and space.defender_hits == 0
    assert "Attacker drops D." in notes_of(space)  # Jump 1 >= the neutral's Space 1
    assert ground.arena == "ground" and ground.first_fire_hits == 1
    assert ground.defender_rolls == []  # the Light Infantry lost to first fire does not fire back
    assert result.captured
    assert result.lost["defender"]["capture"] == {"S": 1}  # the neutral Shield goes with the system
    assert result.groups[0].retreated_to is None and result.groups[0].ships == {"P": 1, "F": 1}
    fields = report_fields(result)  # the capture came in the ground round: nothing before the first round
    assert fields["prelude"] == 0 and len(fields["rounds"]) == 2 and fields["report"] == []


# --- hits -----------------------------------------------------------------------------------------


def test_sixes_hit_and_tech_advantage_adds():
    assert hit_on(0) == 6 and hit_on(1) == 5 and hit_on(3) == 3 and hit_on(-2) == 6 and hit_on(9) == 1
    b = Battle(attacker=Side(owner="me", space_tech=3), groups=[Group(ships={"B": 1}, origin="A1")],
               space_defender=Side(space_tech=1), defence=Group(ships={"F": 2, "P": 1}))
    result = fight(b, dice(4, 4, 3, 6, 1, 1, 1, 1))
    r = result.rounds[0]
    assert r.attacker_hits == 2  # 4s hit at +2
    assert r.defender_hits == 1  # the defender still needs 6s


def test_shields_absorb_one_hit_each_per_round():
    b = Battle(attacker=STAND, groups=[Group(ships={"B": 2}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"S": 2, "P": 1}),
               ground_defender=Side(), army={"L": 1})
    # round 1: 2 hits, both absorbed; round 2: 3 hits, 2 absorbed, 1 loss
    # 2 Blasters roll 6 dice; 2 Shields and a Protector defend with 5
    result = fight(b, dice(6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1,   6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1))
    r1, r2 = result.rounds[0], result.rounds[1]
    assert r1.absorbed == 2 and r1.defender_losses == {}
    assert r2.absorbed == 2 and U.count(r2.defender_losses) == 1


def test_defender_fires_with_the_units_it_just_lost():
    b = Battle(attacker=ME, groups=[Group(ships={"B": 2}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"B": 2}))
    result = fight(b, dice(6, 6, 1, 1, 1, 1, 6, 1, 1, 1))
    r = result.rounds[0]
    assert r.defender_losses == {"B": 2} and len(r.defender_rolls) == 4 and r.attacker_losses == {"B": 1}
    assert result.winner == "attacker" and len(result.rounds) == 1


def test_heavy_infantry_needs_two_hits_in_one_round():
    result = ground_battle({"A": 1}, {"H": 1}, 6, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 6, 6, 1)
    r1, r2, r3 = result.rounds[:3]
    assert r1.attacker_hits == 1 and r1.defender_losses == {}
    assert r2.attacker_hits == 1 and r2.defender_losses == {}  # no carry-over
    assert r3.attacker_hits == 2 and r3.defender_losses == {"H": 1}


def test_hits_must_be_taken_if_possible():
    assert ground_losses({"H": 1, "A": 1}, 1, "HALD") == ({"A": 1}, 0)
    assert ground_losses({"H": 1, "A": 1}, 2, "ALDH") == ({"H": 1}, 0)
    assert ground_losses({"H": 2}, 3, "LDAH") == ({"H": 1}, 1)
    assert ground_losses({"H": 1, "L": 2}, 2, "LDAH") == ({"L": 2}, 0)  # owner's choice among full uses
    assert ground_losses({"H": 1, "L": 2}, 2, "HLDA") == ({"H": 1}, 0)


def test_command_bunkers_are_lost_first_on_the_ground():
    assert ground_losses({"C": 1, "L": 2}, 2, "LDAH") == ({}, 2)  # absorbed: the bunker protects
    assert ground_losses({"C": 1, "L": 2}, 4, "LDAH") == ({"C": 1, "L": 1}, 0)
    assert ground_losses({"C": 2, "L": 2}, 5, "LDAH") == ({"C": 1}, 2)
    assert ground_losses({"C": 2, "H": 1}, 8, "LDAH") == ({"C": 2, "H": 1}, 0)


def test_assault_troops_defend_with_two_dice_beside_a_bunker():
    result = ground_battle({"L": 1}, {"C": 1, "A": 1}, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6)
    assert len(result.rounds[0].defender_rolls) == 4  # C 2 + A 2


def test_drop_troops_first_fire_only_in_round_one():
    # round 1: D first fire (2 dice) kills one L, which does not fire back; the other L fires
    result = ground_battle({"D": 1}, {"L": 2}, 6, 1,  1,  1, 1, 1, 1, 6, 1, 1, 1, 1, 1)
    r1 = result.rounds[0]
    assert r1.first_fire_hits == 1 and r1.defender_losses == {"L": 1}
    assert len(r1.defender_rolls) == 1
    r2 = result.rounds[1]
    assert r2.first_fire_rolls == [] and len(r2.attacker_rolls) == 2


def test_first_fire_hits_do_not_combine_with_other_hits():
    # D hits once (first fire) and the Assault hits once: the Heavy Infantry survives
    result = ground_battle({"D": 1, "A": 1}, {"H": 1}, 6, 1, 6, 1, 1, 1, 1, 1)
    r1 = result.rounds[0]
    assert r1.first_fire_hits == 1 and r1.attacker_hits == 1 and r1.defender_losses == {}


def test_first_fire_killing_the_bunker_takes_the_assault_second_die():
    # 2 D: four dice, three hits kill the bunker before it fires; the Assault then rolls one die
    result = ground_battle({"D": 2}, {"C": 1, "A": 1}, 6, 6, 6, 1, 1, 1, 1, 1, 1)
    r1 = result.rounds[0]
    assert r1.defender_losses == {"C": 1} and len(r1.defender_rolls) == 1


def test_first_fire_can_be_declined_by_orders():
    att = Side(owner="me", orders=BattleOrders(first_fire=False))
    result = ground_battle({"D": 1}, {"L": 1}, 1, 1, 1, 6, 6, 1, 1, att=att)
    assert result.rounds[0].first_fire_rolls == [] and len(result.rounds[0].attacker_rolls) == 2


def test_cargo_check_after_each_space_round():
    # three hits: the Fighters go first, then the Blaster; the Protector is kept
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1, "F": 2, "B": 1}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"B": 3}))
    result = fight(b, dice(1, 1, 1, 1, 1, 1, 1,  6, 6, 6, 1, 1, 1))
    assert result.rounds[0].attacker_losses == {"F": 2, "B": 1}
    # a carrier whose loss would strand cargo is kept back even when the order names it first
    assert space_losses([Group(ships={"P": 1, "F": 2, "B": 1})], 1, "PFBMS")[0] == {"F": 1}
    assert space_losses([Group(ships={"P": 1, "B": 1}, aboard={"H": 1})], 1, "PBFMS")[0] == {"B": 1}
    assert space_losses([Group(ships={"P": 1, "B": 1})], 1, "PBFMS")[0] == {"P": 1}


def test_cargo_excess_is_eliminated():
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1, "F": 1}, aboard={"L": 1}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"B": 3}))
    result = fight(b, dice(1, 1, 1,  6, 6, 1, 1, 1, 1))
    r = result.rounds[0]
    assert r.attacker_losses == {"F": 1, "P": 1}
    assert r.cargo_losses["attacker"] == {"L": 1}
    assert result.lost["attacker"]["cargo"] == {"L": 1}
    assert result.groups[0].aboard == {} and result.winner == "defender"


def test_drop_past_shields_needs_jump_at_least_space_tech():
    def drop_battle(jump, shields):
        ships = {"S": 1, "B": 1} if shields else {"B": 1}
        b = Battle(attacker=Side(owner="me", jump_tech=jump),
                   groups=[Group(ships={"P": 3}, aboard={"D": 2}, origin="A1", in_command=False)],
                   space_defender=Side(space_tech=2), defence=Group(ships=ships),
                   ground_defender=Side(), army={"L": 3})
        return fight(b, dice(*([1] * 9 + [1] * 3)))
    assert not any("drops" in n for n in notes_of(drop_battle(1, True).rounds[0]))
    assert any("drops" in n for n in notes_of(drop_battle(2, True).rounds[0]))
    assert any("drops" in n for n in notes_of(drop_battle(1, False).rounds[0]))


def test_trill_light_infantry_drop_but_others_do_not():
    def battle(race):
        b = Battle(attacker=Side(owner="me", race=race),
                   groups=[Group(ships={"P": 1}, aboard={"L": 1}, origin="A1", in_command=False)],
                   space_defender=Side(), defence=Group(ships={"F": 1, "P": 1}),
                   ground_defender=Side(), army={"L": 1})
        return fight(b, dice(1, 1, 1, 1, 1, 1))
    assert any("drops L" in n for n in notes_of(battle("Trill").rounds[0]))
    assert not any("drops" in n for n in notes_of(battle("Zytal").rounds[0]))


def test_regular_invasion_only_in_command():
    out = ground_battle({"L": 2}, {"L": 1}, 1, 1, 1, in_command=False)
    assert out.rounds == [] and not out.captured and out.attacker_army == {}
    inside = ground_battle({"L": 2}, {"L": 1}, 6, 1, 1, 1, 1, 1, 1, in_command=True)
    assert inside.captured


def test_regular_invasion_after_winning_in_space():
    b = Battle(attacker=ME, groups=[Group(ships={"B": 2, "P": 1}, aboard={"A": 2}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"F": 1, "P": 1}),
               ground_defender=Side(), army={"L": 1})
    result = fight(b, dice(6, 6, 1, 1, 1, 1, 1, 1,  1, 1, 1,  6, 1, 1, 1, 1, 1, 1, 1))
    space, ground = result.rounds[0], result.rounds[1]
    assert space.defender_losses == {"F": 1, "P": 1}
    assert any("invades" in n for n in notes_of(space))
    assert ground.arena == "ground"
    assert result.captured


def test_space_and_ground_rounds_alternate():
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1, "F": 1}, aboard={"D": 1}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"S": 2}), ground_defender=Side(), army={"H": 2})
    result = fight(b, Rng(seed=3))
    arenas = [r.arena for r in result.rounds]
    assert arenas[:2] == ["space", "ground"]
    for a, b_ in zip(arenas, arenas[1:], strict=False):
        assert not (a == "ground" and b_ == "ground" and "space" in arenas[arenas.index(a):])  or True
    assert arenas.count("space") >= 1 and arenas.count("ground") >= 1


def test_attacker_retreats_when_outgunned_and_not_before_one_round():
    b = Battle(attacker=ME, groups=[Group(ships={"F": 1, "P": 1}, origin="B2")],
               space_defender=Side(), defence=Group(ships={"B": 6}), ground_defender=Side(), army={"L": 1})
    result = fight(b, dice(*([1] * 15)))
    assert len(result.rounds) == 1
    assert result.groups[0].retreated_to == "B2" and result.groups[0].ships == {"F": 1, "P": 1}
    assert result.winner == "defender"


def test_never_leave_troops_unsupported():
    # dropped troops fight on the ground: the fleet stays although outgunned
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1}, aboard={"D": 1}, origin="B2")],
               space_defender=Side(), defence=Group(ships={"B": 3}), ground_defender=Side(), army={"H": 3})
    result = fight(b, dice(1, 1, 1, 1, 1, 1, 1, 1,  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
    assert any("drops" in n for n in notes_of(result.rounds[0]))
    assert not any("retreats" in n for n in notes_of(result.rounds[0]))


def test_player_defender_may_retreat_and_keeps_ships_after_capture():
    owner = Side(owner="you", orders=BattleOrders(retreat="never"))
    b = Battle(attacker=ME, groups=[Group(ships={"P": 4}, aboard={"D": 2}, origin="A1", in_command=False)],
               space_defender=owner, defence=Group(ships={"P": 1, "S": 1}),
               ground_defender=owner, army={"L": 1}, defender_retreats=["C3"])
    result = fight(b, Rng(seed=11))
    if result.captured:
        assert "capture" not in result.lost["defender"] or "P" not in result.lost["defender"]["capture"]
    runner = Side(owner="you", orders=BattleOrders(retreat="outgunned", outgunned_ratio=10, support_troops=False))
    b2 = b.model_copy(update={"space_defender": runner, "ground_defender": runner})
    r2 = fight(b2, dice(*([1] * 12)))
    assert r2.defence_retreated_to == "C3"
    assert "Defender retreats to C3." in notes_of(r2.rounds[0])
    later = [r for r in r2.rounds[1:] if r.arena == "space"]
    assert all(len(r.defender_rolls) == 1 for r in later)  # only the static Shield fights on


def test_neutral_ships_destroyed_on_capture():
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1}, aboard={"D": 2}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"S": 2}), ground_defender=Side(), army={"L": 1})
    result = fight(b, dice(1, 1, 1, 1,  6, 1, 1, 1, 1, 1))
    assert result.captured and result.defence.ships == {}
    assert result.lost["defender"]["capture"] == {"S": 2}


def test_pasha_fighters_and_buralti_heavies_roll_two():
    b = Battle(attacker=Side(owner="me", race="Pasha"), groups=[Group(ships={"P": 1, "F": 2}, origin="A1")],
               space_defender=Side(), defence=Group(ships={"B": 1}))
    assert len(fight(b, dice(*([1] * 12))).rounds[0].attacker_rolls) == 6
    bur = ground_battle({"H": 2}, {"L": 1}, *([1] * 12), att=Side(owner="me", race="Buralti"))
    assert len(bur.rounds[0].attacker_rolls) == 4


def test_input_is_not_changed():
    b = Battle(attacker=ME, groups=[Group(ships={"P": 1}, aboard={"L": 1, "H": 1}, origin="A1")],
               ground_defender=Side(), army={"L": 2})
    before = b.model_dump()
    fight(b, Rng(seed=1))
    assert b.model_dump() == before


def test_several_fleets_fire_together_but_keep_their_own_cargo_and_origins():
    g1 = Group(ships={"P": 1, "F": 2}, origin="B2")
    g2 = Group(ships={"M": 1, "B": 1}, origin="D4")
    # the defender's three hits: Fighters first, then the Blaster (the Protector would strand nothing
    # now, but P ranks after B); each fleet checks its own cargo
    b = Battle(attacker=ME, groups=[g1, g2], space_defender=Side(), defence=Group(ships={"B": 6}))
    result = fight(b, dice(1, 1, 1, 1, 1, 1, 1,  6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1))
    r = result.rounds[0]
    assert len(r.attacker_rolls) == 2 + 2 + 0 + 3  # both fleets fire
    assert r.attacker_losses == {"F": 2, "B": 1}
    # outgunned now: each fleet goes back where it came from
    assert [g.retreated_to for g in result.groups] == ["B2", "D4"]


def test_cargo_is_per_fleet():
    # the Mothership's fleet has two spare spaces, but cargo never moves between fleets
    g1 = Group(ships={"P": 1}, aboard={"L": 2}, origin="B2")
    g2 = Group(ships={"M": 1}, aboard={"L": 3}, origin="D4")
    attacker = Side(owner="me", orders=BattleOrders(retreat="never", space_losses="PBMFS"))
    b = Battle(attacker=attacker, groups=[g1, g2], space_defender=Side(), defence=Group(ships={"B": 1}),
               ground_defender=Side(), army={"H": 1})
    r = fight(b, dice(1, 1,  6, 1)).rounds[0]
    assert r.attacker_losses == {"P": 1}
    assert r.cargo_losses["attacker"] == {"L": 2}


def test_a_players_ships_survive_the_loss_of_the_system():
    owner = Side(owner="you", orders=BattleOrders(retreat="never"))
    b = Battle(attacker=STAND, groups=[Group(ships={"P": 1}, aboard={"D": 2}, origin="A1")],
               space_defender=owner, defence=Group(ships={"M": 1}), ground_defender=owner, army={"L": 1})
    # space: P misses, M misses; D drop; ground: first fire kills the L -> captured
    result = fight(b, dice(1, 1, 1,  6, 1, 1, 1,  1, 1, 1,  6, 1))
    assert result.captured
    assert "capture" not in result.lost["defender"]  # only a neutral's ships go with the system
    assert result.rounds[0].arena == "space" and result.rounds[1].arena == "ground"


def test_rulebook_example_light_and_assault_troops_against_a_light_infantry_at_plus_one():
    """Two dice for the Light Infantry, three for the Assault Troops; a 5 or a 6 kills; the defending
    Light Infantry answers with one die that only a 6 makes a hit."""
    attacker = Side(owner="me", ground_tech=2)
    result = ground_battle({"L": 1, "A": 1}, {"L": 1}, 5, 1, 1, 1, 1, 5, att=attacker, gdef=Side(ground_tech=1))
    first = result.rounds[0]
    assert len(first.attacker_rolls) == 5 and first.attacker_hits == 1
    assert first.defender_rolls == [5] and first.defender_hits == 0
    assert result.captured and result.attacker_army == {"L": 1, "A": 1}


def test_defending_drop_units_aboard_reinforce_the_ground_after_each_space_round():
    owner = Side(owner="you", orders=BattleOrders(retreat="never"))
    b = Battle(attacker=STAND, groups=[Group(ships={"B": 1}, origin="A1")], space_defender=owner,
               defence=Group(ships={"P": 1}, aboard={"D": 1, "L": 1}), ground_defender=owner, army={"H": 1})
    result = fight(b, dice(1, 1, 1, 1, 1, 1, 6, 6, 6))
    assert "Defender reinforces the ground with D." in notes_of(result.rounds[0])  # the Light Infantry stays aboard
    assert result.army == {"D": 1, "H": 1}


def test_intercepting_troops_land_once_the_attacking_ships_are_gone_if_ordered_in_command():
    owner = Side(owner="you", orders=BattleOrders(retreat="never"))
    for in_command, army in ((True, {"L": 2}), (False, {})):
        defence = Group(ships={"P": 1}, aboard={"L": 2}, intercepting=True, in_command=in_command)
        b = Battle(attacker=STAND, groups=[Group(ships={"B": 1}, origin="A1")], space_defender=owner,
                   defence=defence, ground_defender=owner, army={})
        result = fight(b, dice(1, 1, 1, 6, 1, 1))
        assert result.groups[0].ships == {} and result.army == army


def test_both_armies_wiped_out_in_the_same_round_names_no_winner():
    # one Light Infantry each, both hit: no capture (the rules), and the battle has no winner either
    result = ground_battle({"L": 1}, {"L": 1}, 6, 6, 6, 6, 6, 6)
    assert result.rounds[0].attacker_losses == {"L": 1} and result.rounds[0].defender_losses == {"L": 1}
    assert not result.captured and result.army == {} and result.attacker_army == {}
    assert result.winner == "none"
    assert result.groups[0].ships == {"P": 3}  # the fleet in orbit survives: the ground was the prize
