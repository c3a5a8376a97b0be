// Dicehall playground — clock, users, toasts, and start-up (loaded last).
// Classic scripts sharing one global scope, loaded in order by index.html (no build step).
"use strict";

// --- clock, users, toasts ----------------------------------------------------------------------------

async function advanceClock(by, button) {
  document.querySelectorAll(".clock-button").forEach(b => { b.disabled = true; });
  try {
    const result = await api("/api/clock", { by });
    ui.state.clock = { now: result.now, offset: result.offset, at: Date.now() };
    renderClock();
    const fired = result.fired ? ` — ${result.fired} reminder${result.fired === 1 ? " or timeout was" : "s or timeouts were"} due` : "";
    toast(`The bot's clock is now ${duration(result.offset)} ahead${fired}.`, false, "clock");
  } catch (error) {
    toast(error.message, true);
  } finally {
    document.querySelectorAll(".clock-button").forEach(b => { b.disabled = false; });
    button.blur();
  }
}

async function addUser(name) {
  try {
    const user = await api("/api/users", { name });
    const people = ui.state.users.filter(u => u.name !== user.name);
    ui.state.users = [...people.filter(u => !u.owner), user, ...people.filter(u => u.owner)];
    $("#add-user-form").hidden = true;
    $("#add-user-name").value = "";
    await switchUser(user.name);
  } catch (error) {
    toast(error.message, true);
  }
}

function toast(text, error = false, key = null) {
  // One toast per key (the clock's replaces the last one), and no more than four at once.
  const box = $("#toasts");
  let element = key ? box.querySelector(`.toast[data-key="${key}"]`) : null;
  if (!element) {
    element = document.createElement("div");
    if (key) element.dataset.key = key;
    box.append(element);
  }
  element.className = "toast" + (error ? " error" : "");
  element.textContent = text;
  clearTimeout(element.timer);
  element.timer = setTimeout(() => element.remove(), error ? 9000 : 5000);
  while (box.children.length > 4) box.firstElementChild.remove();
}

// --- start -------------------------------------------------------------------------------------------

function wire() {
  $("#input").addEventListener("input", onInputTyping);
  $("#input").addEventListener("keydown", onInputKeydown);
  $("#input").addEventListener("focus", onInputTyping);
  $("#input").addEventListener("blur", () => setTimeout(() => { if (!composerFocused()) hidePopup(); }, 100));
  $("#command-pill").addEventListener("keydown", onCommandPillKey);
  $("#cancel-command").addEventListener("click", clearCommand);
  $("#composer").addEventListener("submit", event => event.preventDefault());
  $("#user-select").addEventListener("change", event => { setDrawer(false); switchUser(event.target.value); });
  $("#menu-button").addEventListener("click", () => setDrawer(!document.body.classList.contains("drawer-open")));
  $("#drawer-shade").addEventListener("click", () => setDrawer(false));
  $("#add-user-button").addEventListener("click", () => {
    const form = $("#add-user-form");
    form.hidden = !form.hidden;
    if (!form.hidden) $("#add-user-name").focus();
  });
  $("#add-user-form").addEventListener("submit", event => { event.preventDefault(); addUser($("#add-user-name").value); });
  document.querySelectorAll(".clock-button").forEach(button =>
    button.addEventListener("click", () => advanceClock(button.dataset.by, button)));
  $("#lightbox").addEventListener("click", () => { $("#lightbox").hidden = true; });
  $("#messages").addEventListener("click", event => {
    const mention = event.target.closest(".mention[data-user]");
    if (mention) switchUser(mention.dataset.user);
  });
  document.addEventListener("keydown", event => {
    if (event.altKey && /^[1-9]$/.test(event.key)) {
      const people = ui.state.users.filter(u => !u.bot);
      const user = people[Number(event.key) - 1];
      if (user) { event.preventDefault(); switchUser(user.name); }
    } else if (event.key === "Escape" && !$("#lightbox").hidden) {
      $("#lightbox").hidden = true;
    }
  });
  setInterval(renderClock, 15000);
}

async function start() {
  $("#server-icon").innerHTML = DIE_SVG;
  wire();
  await loadState();
  connectFeed();
  renderAll();
  await loadMessages();
  $("#input").focus();
  document.body.dataset.ready = "true";
}

start().catch(error => toast(`The playground could not start: ${error.message}`, true));
