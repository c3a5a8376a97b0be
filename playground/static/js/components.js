// Dicehall playground — buttons and select menus under a message.
// Classic scripts sharing one global scope, loaded in order by index.html (no build step).
"use strict";

// --- components: buttons and select menus --------------------------------------------------------

function componentsElement(message) {
  const box = document.createElement("div");
  box.className = "components";
  for (const row of message.components) {
    const rowElement = document.createElement("div");
    rowElement.className = "action-row";
    for (const component of row.type === 1 ? row.components || [] : [row]) {
      if (component.type === 2) rowElement.append(buttonElement(message, component, box));
      else if ([3, 5, 6, 7, 8].includes(component.type)) rowElement.append(selectElement(message, component, box));
    }
    box.append(rowElement);
  }
  return box;
}

function emojiText(emoji) {
  if (!emoji) return "";
  return emoji.id ? `:${emoji.name}:` : emoji.name || "";
}

function buttonElement(message, component, box) {
  if (component.style === 5) {
    const link = document.createElement("a");
    link.className = "btn s5";
    link.href = component.url;
    link.target = "_blank";
    link.rel = "noreferrer";
    link.textContent = `${emojiText(component.emoji)} ${component.label || ""} ↗`.trim();
    return link;
  }
  const button = document.createElement("button");
  button.type = "button";
  button.className = `btn s${component.style || 2}`;
  button.disabled = !!component.disabled;
  button.dataset.customId = component.custom_id;
  const text = [emojiText(component.emoji), component.label].filter(Boolean).join(" ");
  button.textContent = text;
  button.addEventListener("click", async () => {
    button.classList.add("busy");
    try {
      const result = await api("/api/click", { user: ui.user, message: message.id, custom_id: component.custom_id });
      if (result.failed) failedNote(box);
    } catch (error) {
      toast(error.message, true);
    } finally {
      button.classList.remove("busy");
    }
  });
  return button;
}

function selectElement(message, component, box) {
  const wrap = document.createElement("div");
  wrap.className = "select";
  wrap.dataset.customId = component.custom_id;
  if (component.disabled) wrap.classList.add("disabled");
  const shown = document.createElement("div");
  shown.className = "select-box";
  shown.setAttribute("role", "combobox");
  const options = component.options || [];
  const min = component.min_values ?? 1, max = component.max_values ?? 1;
  const chosen = new Set(options.filter(o => o.default).map(o => o.value));
  const label = () => {
    const labels = options.filter(o => chosen.has(o.value)).map(o => o.label);
    shown.textContent = labels.length ? labels.join(", ") : component.placeholder || "Make a selection";
    shown.classList.toggle("chosen", labels.length > 0);
  };
  label();
  wrap.append(shown);
  let menu = null;
  let before = "";
  const submit = async () => {
    const values = [...chosen];
    if (values.join() === before || values.length < min) return;
    wrap.classList.add("busy");
    try {
      const result = await api("/api/select", { user: ui.user, message: message.id, custom_id: component.custom_id, values });
      if (result.failed) failedNote(box);
    } catch (error) {
      toast(error.message, true);
    } finally {
      wrap.classList.remove("busy");
    }
  };
  const close = (send) => {
    if (!menu) return;
    menu.remove();
    menu = null;
    wrap.classList.remove("open");
    document.removeEventListener("mousedown", outside, true);
    if (send) submit(); else { chosen.clear(); label(); }
  };
  const outside = event => { if (!wrap.contains(event.target)) close(true); };
  shown.addEventListener("click", () => {
    if (component.disabled) return;
    if (menu) { close(true); return; }
    before = [...chosen].join();
    menu = document.createElement("div");
    menu.className = "select-menu";
    menu.setAttribute("role", "listbox");
    for (const option of options) {
      const item = document.createElement("div");
      item.className = "select-option" + (chosen.has(option.value) ? " on" : "");
      item.setAttribute("role", "option");
      item.dataset.value = option.value;
      const text = document.createElement("div");
      text.className = "label";
      text.textContent = [emojiText(option.emoji), option.label].filter(Boolean).join(" ");
      if (option.description) {
        const description = document.createElement("span");
        description.className = "desc";
        description.textContent = option.description;
        text.append(description);
      }
      item.append(text);
      if (max > 1) item.insertAdjacentHTML("beforeend", `<span class="check">✓</span>`);
      item.addEventListener("click", () => {
        if (max > 1) {
          if (chosen.has(option.value)) chosen.delete(option.value);
          else if (chosen.size < max) chosen.add(option.value);
          item.classList.toggle("on", chosen.has(option.value));
          label();
        } else {
          chosen.clear();
          chosen.add(option.value);
          label();
          close(true);
        }
      });
      menu.append(item);
    }
    wrap.append(menu);
    wrap.classList.add("open");
    document.addEventListener("mousedown", outside, true);
  });
  wrap.addEventListener("keydown", event => { if (event.key === "Escape") close(true); });
  return wrap;
}

function failedNote(box) {
  const note = document.createElement("div");
  note.className = "failed-note";
  note.textContent = "This interaction failed";
  box.append(note);
  setTimeout(() => note.remove(), 6000);
}

