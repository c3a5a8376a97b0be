// Dicehall playground — the command box: slash commands, options, autocomplete.
// Classic scripts sharing one global scope, loaded in order by index.html (no build step).
"use strict";

// --- the command box -----------------------------------------------------------------------------

function commandsMatching(text) {
  const query = text.replace(/^\//, "").trim().toLowerCase().replace(/\s+/g, " ");
  const all = ui.state.commands;
  if (!query) return all;
  const starts = all.filter(c => c.path.startsWith(query));
  const contains = all.filter(c => !c.path.startsWith(query) && c.path.split(" ").some(w => w.startsWith(query.split(" ").pop())) &&
    query.split(" ").every(q => c.path.includes(q)));
  return [...starts, ...contains];
}

function showPopup(kind, title, items, option = null, hint = "") {
  const popup = $("#popup");
  ui.popup = { kind, items, index: 0, option };
  if (!items.length && !hint) {
    popup.hidden = true;
    return;
  }
  popup.replaceChildren();
  const heading = document.createElement("div");
  heading.className = "popup-title";
  heading.textContent = title;
  popup.append(heading);
  if (hint) {
    const element = document.createElement("div");
    element.className = "popup-hint";
    element.textContent = hint;
    popup.append(element);
  }
  items.forEach((item, i) => {
    const row = document.createElement("div");
    row.className = "popup-item" + (i === 0 ? " selected" : "");
    row.dataset.index = i;
    const name = document.createElement("span");
    name.className = "item-name";
    name.textContent = item.name;
    row.append(name);
    if (item.options) {
      const options = document.createElement("span");
      options.className = "item-options";
      options.textContent = item.options;
      row.append(options);
    }
    if (item.description) {
      const description = document.createElement("span");
      description.className = "item-desc";
      description.textContent = item.description;
      row.append(description);
    }
    row.addEventListener("mousedown", event => {
      event.preventDefault();
      ui.popup.index = i;
      acceptPopup();
    });
    popup.append(row);
  });
  popup.hidden = false;
}

function hidePopup() {
  $("#popup").hidden = true;
  ui.popup = { items: [], index: 0, kind: null, option: null };
}

function movePopup(step) {
  const { items } = ui.popup;
  if (!items.length) return;
  ui.popup.index = ui.popup.index < 0 ? (step > 0 ? 0 : items.length - 1) :
    (ui.popup.index + step + items.length) % items.length;
  document.querySelectorAll("#popup .popup-item").forEach((row, i) => {
    row.classList.toggle("selected", i === ui.popup.index);
    if (i === ui.popup.index) row.scrollIntoView({ block: "nearest" });
  });
}

// An empty option's suggestions are offered with none picked: Enter then sends the command as typed (an
// optional option left empty stays empty, as in Discord); an arrow key or Tab picks one.
function offerUnpicked() {
  ui.popup.index = -1;
  document.querySelectorAll("#popup .popup-item").forEach(row => row.classList.remove("selected"));
}

function acceptPopup() {
  if (ui.popup.index < 0) ui.popup.index = 0;  // Tab or a click with none picked yet: the first
  const { kind, items, index, option } = ui.popup;
  const item = items[index];
  if (!item) return false;
  if (kind === "commands") {
    pickCommand(item.command);
  } else if (kind === "choices") {
    const field = fieldFor(option);
    field.value = item.name;
    field.dataset.value = JSON.stringify(item.value);
    field.dataset.label = item.name;
    sizeField(field);
    hidePopup();
    const next = [...document.querySelectorAll(".option-field input")].find(f => !f.value && f.closest(".option-field").classList.contains("required"));
    if (next) next.focus(); else field.focus();
  }
  return true;
}

function onInputTyping() {
  const text = $("#input").value;
  $("#composer-error").textContent = "";
  if (ui.command) return;
  if (text.startsWith("/")) {
    const matches = commandsMatching(text.split(/\s+\w+:/)[0]);
    showPopup("commands", "Commands", matches.slice(0, 25).map(c => ({
      name: `/${c.path}`, command: c, description: c.description,
      options: c.options.map(o => o.required ? o.name : `[${o.name}]`).join(" "),
    })), null, matches.length ? "" : "No command matches.");
  } else {
    hidePopup();
  }
}

function pickCommand(command) {
  ui.command = command;
  hidePopup();
  $("#input").value = "";
  $("#input").hidden = true;
  $("#command-pill").hidden = false;
  $("#command-pill").textContent = `/${command.path}`;
  $("#cancel-command").hidden = false;
  const fields = $("#option-fields");
  fields.replaceChildren();
  const ordered = [...command.options.filter(o => o.required), ...command.options.filter(o => !o.required)];
  for (const option of ordered) {
    const wrap = document.createElement("label");
    wrap.className = `option-field ${option.required ? "required" : "optional"}`;
    wrap.dataset.option = option.name;
    wrap.title = option.description || option.name;
    const name = document.createElement("span");
    name.className = "option-name";
    name.textContent = option.name;
    const input = document.createElement("input");
    input.dataset.option = option.name;
    input.setAttribute("aria-label", option.name);
    input.placeholder = option.required ? "" : "optional";
    input.addEventListener("focus", () => { wrap.classList.add("focused"); optionPopup(option, input); });
    input.addEventListener("blur", () => { wrap.classList.remove("focused"); setTimeout(() => { if (!composerFocused()) hidePopup(); }, 100); });
    input.addEventListener("input", () => {
      delete input.dataset.value;
      wrap.classList.remove("invalid");
      $("#composer-error").textContent = "";
      sizeField(input);
      optionPopup(option, input);
    });
    input.addEventListener("keydown", event => optionKeydown(event, input));
    wrap.append(name, input);
    fields.append(wrap);
  }
  const first = fields.querySelector("input");
  if (first) first.focus();
  else {
    $("#command-pill").tabIndex = 0;
    $("#command-pill").focus();
    showPopup("send", `/${command.path}`, [], null, `${command.description} — press Enter to send.`);
  }
}

function composerFocused() {
  return $("#composer").contains(document.activeElement);
}

function fieldFor(name) {
  return document.querySelector(`.option-field input[data-option="${CSS.escape(name)}"]`);
}

function sizeField(input) {
  input.style.width = `${Math.max(9, Math.min(40, input.value.length + 2))}ch`;
}

let autocompleteTimer = null;
let autocompleteSeq = 0;

function optionPopup(option, input) {
  const typed = input.value.trim().toLowerCase();
  const title = `${option.name}${option.description ? " — " + option.description : ""}`;
  let choices = null;
  if (option.choices) choices = option.choices;
  else if (option.type === 5) choices = [{ name: "True", value: true }, { name: "False", value: false }];
  else if (option.type === 6 || option.type === 9) choices = ui.state.users.filter(u => !u.bot).map(u => ({ name: u.name, value: u.name }));
  else if (option.type === 7) choices = ui.state.channels.map(c => ({ name: c.name, value: c.name }));
  if (choices) {
    const matching = choices.filter(c => c.name.toLowerCase().includes(typed) || String(c.value).toLowerCase().includes(typed));
    showPopup("choices", title, matching, option.name, matching.length ? "" : "No choice matches.");
    if (!typed) offerUnpicked();
    return;
  }
  if (option.autocomplete) {
    clearTimeout(autocompleteTimer);
    const seq = ++autocompleteSeq;
    autocompleteTimer = setTimeout(async () => {
      try {
        const results = await api("/api/autocomplete", {
          user: ui.user, channel: ui.channelId, command: ui.command.path, focused: option.name, options: optionValues(),
        });
        if (seq === autocompleteSeq && document.activeElement === input) {
          showPopup("choices", title, results, option.name, results.length ? "" : "No suggestions.");
          if (!typed) offerUnpicked();
        }
      } catch (error) {
        if (seq === autocompleteSeq) showPopup("choices", title, [], option.name, error.message);
      }
    }, 200);
    return;
  }
  const kind = { 3: "text", 4: "a whole number", 10: "a number" }[option.type] || "a value";
  const range = option.min_value !== undefined || option.max_value !== undefined ?
    ` (${option.min_value ?? "…"} to ${option.max_value ?? "…"})` : "";
  showPopup("hint", title, [], option.name, `Type ${kind}${range}${option.required ? "" : " — optional"}; Enter sends the command.`);
}

function optionValues() {
  const values = {};
  document.querySelectorAll(".option-field input").forEach(input => {
    if (!input.value.trim()) return;
    values[input.dataset.option] = input.dataset.value !== undefined && input.dataset.label === input.value ?
      JSON.parse(input.dataset.value) : input.value.trim();
  });
  return values;
}

function optionKeydown(event, input) {
  const popupOpen = !$("#popup").hidden && ui.popup.items.length;
  if (event.key === "ArrowDown" && popupOpen) { event.preventDefault(); movePopup(1); }
  else if (event.key === "ArrowUp" && popupOpen) { event.preventDefault(); movePopup(-1); }
  else if (event.key === "Tab" && popupOpen && ui.popup.kind === "choices") { event.preventDefault(); acceptPopup(); }
  else if (event.key === "Enter") {
    event.preventDefault();
    const typed = input.value.trim();
    const exact = ui.popup.kind === "choices" && ui.popup.items.some(c => c.name === typed && input.dataset.label === typed);
    if (popupOpen && ui.popup.kind === "choices" && !exact && ui.popup.index >= 0) acceptPopup();
    else sendCommand();
  } else if (event.key === "Escape") { event.preventDefault(); clearCommand(); }
  else if (event.key === "Backspace" && !input.value) {
    const inputs = [...document.querySelectorAll(".option-field input")];
    const index = inputs.indexOf(input);
    if (index > 0) { event.preventDefault(); inputs[index - 1].focus(); }
    else if (index === 0) { event.preventDefault(); const path = ui.command.path; clearCommand(); $("#input").value = `/${path}`; onInputTyping(); }
  }
}

function clearCommand() {
  ui.command = null;
  $("#option-fields").replaceChildren();
  $("#command-pill").hidden = true;
  $("#cancel-command").hidden = true;
  $("#input").hidden = false;
  $("#input").value = "";
  $("#composer-error").textContent = "";
  hidePopup();
  $("#input").focus();
}

async function sendCommand() {
  const command = ui.command;
  if (!command) return;
  const values = optionValues();
  const missing = command.options.filter(o => o.required && !(o.name in values));
  if (missing.length) {
    for (const option of missing) fieldFor(option.name).closest(".option-field").classList.add("invalid");
    fieldFor(missing[0].name).focus();
    $("#composer-error").textContent = `${missing.map(o => o.name).join(", ")}: this option is required.`;
    return;
  }
  await runSlash(command.path, values);
}

async function runSlash(path, values) {
  hidePopup();
  try {
    const result = await api("/api/slash", { user: ui.user, channel: ui.channelId, command: path, options: values });
    clearCommand();
    if (result.failed) toast("The application did not respond.", true);
  } catch (error) {
    $("#composer-error").textContent = error.message;
  }
}

function parseTyped(text) {
  // "/thrown roll color:white count:2", typed in one go as Discord accepts it
  const body = text.replace(/^\//, "");
  const firstOption = body.search(/(^|\s)[a-z_]+:/);
  const head = (firstOption < 0 ? body : body.slice(0, firstOption)).trim().replace(/\s+/g, " ");
  const command = ui.state.commands.find(c => c.path === head);
  if (!command) return null;
  const values = {};
  if (firstOption >= 0) {
    const rest = body.slice(firstOption);
    const re = /(?:^|\s)([a-z_]+):/g;
    const marks = [...rest.matchAll(re)];
    marks.forEach((mark, i) => {
      const start = mark.index + mark[0].length;
      const end = i + 1 < marks.length ? marks[i + 1].index : rest.length;
      values[mark[1]] = rest.slice(start, end).trim().replace(/^"(.*)"$/, "$1");
    });
  }
  return { command, values };
}

function onInputKeydown(event) {
  const popupOpen = !$("#popup").hidden && ui.popup.items.length;
  if (event.key === "ArrowDown" && popupOpen) { event.preventDefault(); movePopup(1); return; }
  if (event.key === "ArrowUp" && popupOpen) { event.preventDefault(); movePopup(-1); return; }
  if (event.key === "Escape") { hidePopup(); return; }
  if (event.key !== "Enter" && event.key !== "Tab") return;
  const text = $("#input").value;
  if (event.key === "Tab" && !popupOpen) return;
  event.preventDefault();
  const typed = text.startsWith("/") ? parseTyped(text) : null;
  if (typed && (Object.keys(typed.values).length || event.key === "Enter" && !popupOpen)) {
    runSlash(typed.command.path, typed.values);
    return;
  }
  if (popupOpen && ui.popup.kind === "commands") { acceptPopup(); return; }
  if (text.trim() && !text.startsWith("/")) {
    $("#composer-error").textContent = "The bot only answers slash commands here: type / to pick one.";
  }
}

function onCommandPillKey(event) {
  if (event.key === "Enter") { event.preventDefault(); sendCommand(); }
  else if (event.key === "Escape" || event.key === "Backspace") { event.preventDefault(); clearCommand(); }
}

