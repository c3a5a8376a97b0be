// Dicehall playground — the sidebar, the members list and the header.
// Classic scripts sharing one global scope, loaded in order by index.html (no build step).
"use strict";

// --- rendering: sidebar, members, header ---------------------------------------------------------

function avatar(user, extraClass = "") {
  const element = document.createElement("div");
  element.className = `avatar ${extraClass}`;
  if (!user) return element;
  if (user.bot) {
    element.classList.add("bot");
    element.innerHTML = DIE_SVG;
  } else {
    element.textContent = (user.name || "?")[0].toUpperCase();
    element.style.background = colorOf(user.name || "");
  }
  return element;
}

function colorOf(name) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length];
}

function renderAll() {
  $("#guild-name").textContent = ui.state.guild.name;
  renderChannels();
  renderUsers();
  renderHeader();
  renderClock();
}

function renderChannels() {
  const list = $("#channel-list");
  list.replaceChildren();
  for (const channel of ui.state.channels) {
    const item = document.createElement("li");
    item.className = "channel";
    item.dataset.channel = channel.name;
    item.innerHTML = `<span class="hash">#</span><span class="name"></span>`;
    item.querySelector(".name").textContent = channel.name;
    decorateChannel(item, channel.id);
    item.addEventListener("click", () => switchChannel(channel.id));
    list.append(item);
  }
  const dms = $("#dm-list");
  dms.replaceChildren();
  $("#dm-category").hidden = !ui.state.dm;
  if (ui.state.dm) {
    const item = document.createElement("li");
    item.className = "channel dm";
    item.dataset.channel = "dm";
    item.append(avatar({ bot: true, name: ui.state.bot.name }));
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = ui.state.bot.name;
    item.append(name);
    decorateChannel(item, ui.state.dm.id);
    item.addEventListener("click", () => switchChannel(ui.state.dm.id));
    dms.append(item);
  }
}

function decorateChannel(item, id) {
  if (id === ui.channelId) item.classList.add("active");
  const unread = ui.unread[id];
  if (unread && id !== ui.channelId) {
    item.classList.add("unread");
    if (unread.mentions) {
      const badge = document.createElement("span");
      badge.className = "badge";
      badge.textContent = unread.mentions;
      item.append(badge);
    }
  }
}

function renderUsers() {
  const select = $("#user-select");
  select.replaceChildren();
  const people = ui.state.users.filter(u => !u.bot);
  people.forEach((user, i) => {
    const option = document.createElement("option");
    option.value = user.name;
    option.textContent = user.name + (user.owner ? " (server owner)" : "") + (i < 9 ? `  · Alt+${i + 1}` : "");
    select.append(option);
  });
  select.value = ui.user;
  $("#me-avatar").replaceWith(Object.assign(avatar(me(), "me-avatar"), { id: "me-avatar" }));

  const list = $("#member-list");
  list.replaceChildren();
  $("#members-title").textContent = `Members — ${ui.state.users.length}`;
  for (const user of ui.state.users) {
    const item = document.createElement("li");
    item.className = "member" + (user.name === ui.user && !user.bot ? " me" : "");
    item.append(avatar(user));
    const text = document.createElement("div");
    text.className = "member-name";
    text.textContent = user.name;
    if (user.bot) text.insertAdjacentHTML("beforeend", ` <span class="app-tag">App</span>`);
    const sub = document.createElement("span");
    sub.className = "sub";
    sub.textContent = user.bot ? "rolling dice" : user.name === ui.user ? "you are playing as them" :
      user.owner ? "server owner · click to play as" : "click to play as";
    text.append(sub);
    item.append(text);
    if (!user.bot) item.addEventListener("click", () => switchUser(user.name));
    list.append(item);
  }
}

function renderHeader() {
  const channel = currentChannel();
  if (!channel) return;
  $("#channel-name").textContent = channel.dm ? channel.name : channel.name;
  $("#chat-header .hash").textContent = channel.dm ? "@" : "#";
  $("#input").placeholder = channel.dm ? `Message @${channel.name}` : `Message #${channel.name} — type / for commands`;
  $("#channel-topic").textContent = channel.dm ? "Direct messages from the bot (reminders you asked for)" :
    "One game per channel · type / for commands · play every seat with “You are” (bottom left)";
}

function clockNow() {
  const clock = ui.state.clock;
  return clock.now + (Date.now() - clock.at) / 1000;
}

function renderClock() {
  const now = new Date(clockNow() * 1000);
  $("#clock-now").textContent = now.toLocaleString([], { weekday: "short", hour: "2-digit", minute: "2-digit" });
  const offset = ui.state.clock.offset;
  $("#clock-offset").textContent = offset > 0 ? `(+${duration(offset)})` : "";
  document.querySelectorAll(".timestamp[data-ts]").forEach(span => {
    span.textContent = formatTimestamp(Number(span.dataset.ts), span.dataset.style);
  });
}

function duration(seconds) {
  const days = Math.floor(seconds / 86400), hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return [days && `${days} d`, hours && `${hours} h`, minutes && `${minutes} min`].filter(Boolean).join(" ") || "0 min";
}


// At phone width the sidebar is a drawer over the chat (app.css); the ☰ button and the shade toggle it.
function setDrawer(open) {
  document.body.classList.toggle("drawer-open", open);
  $("#drawer-shade").hidden = !open;
  $("#menu-button").setAttribute("aria-expanded", String(open));
}
