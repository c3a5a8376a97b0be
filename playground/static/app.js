// Dicehall playground: a Discord channel in the browser, over the local stand-in (playground/routes.py).
// Plain JavaScript, no build step, no requests but to this server.
"use strict";

const $ = (selector, root = document) => root.querySelector(selector);
const AVATAR_COLORS = ["#5865f2", "#757e8a", "#3ba55c", "#faa61a", "#ed4245", "#eb459e"];
const GROUP_SECONDS = 7 * 60;
const DIE_SVG = `<svg viewBox="0 0 24 24" width="62%" height="62%" aria-hidden="true"><rect x="2" y="2" width="20" height="20"
  rx="5" fill="#fff"/><g fill="#5865f2"><circle cx="7.5" cy="7.5" r="2"/><circle cx="16.5" cy="7.5" r="2"/><circle cx="12"
  cy="12" r="2"/><circle cx="7.5" cy="16.5" r="2"/><circle cx="16.5" cy="16.5" r="2"/></g></svg>`;
const EYE_SVG = `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M12 5C5.6 5 2 12
  2 12s3.6 7 10 7 10-7 10-7-3.6-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"/></svg>`;
const FILE_SVG = `<svg viewBox="0 0 24 30" width="30" height="38" aria-hidden="true"><path fill="#f2f3f5" d="M2 0h14l8 8v20a2 2 0 0
  1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2Z"/><path fill="#c4c9ce" d="M16 0v6a2 2 0 0 0 2 2h6Z"/><g fill="#5865f2"><rect x="5"
  y="13" width="14" height="2" rx="1"/><rect x="5" y="18" width="14" height="2" rx="1"/><rect x="5" y="23" width="9" height="2"
  rx="1"/></g></svg>`;

const ui = {
  state: null,          // guild, channels, users, commands, clock, bot, dm
  user: localStorage.getItem("playground.user") || "marta",
  channelId: null,
  messages: [],         // the selected channel's messages, in order, as the current user sees them
  unread: {},           // channel id -> {count, mentions}
  feed: null,
  command: null,        // the slash command being filled in (a leaf of state.commands)
  popup: { items: [], index: 0, kind: null, option: null },
  dismissed: new Set(),
};

// --- talking to the server ---------------------------------------------------------------------------

async function api(path, body) {
  const options = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  const response = await fetch(path, options);
  const data = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
  if (!response.ok) throw new Error(data.error || `${response.status}`);
  return data;
}

async function loadState() {
  ui.state = await api(`/api/state?user=${encodeURIComponent(ui.user)}`);
  if (!ui.state.users.some(u => u.name === ui.user && !u.bot)) {
    ui.user = ui.state.users.find(u => !u.bot).name;
    ui.state = await api(`/api/state?user=${encodeURIComponent(ui.user)}`);
  }
  ui.state.clock.at = Date.now();
  const remembered = localStorage.getItem("playground.channel");
  const known = [...ui.state.channels, ...(ui.state.dm ? [ui.state.dm] : [])];
  if (!ui.channelId || !known.some(c => c.id === ui.channelId)) {
    ui.channelId = (known.find(c => c.name === remembered) || ui.state.channels[0]).id;
  }
}

function connectFeed() {
  if (ui.feed) ui.feed.close();
  const feed = new EventSource(`/api/feed?user=${encodeURIComponent(ui.user)}`);
  let opened = false;
  feed.onmessage = event => onFeed(JSON.parse(event.data));
  feed.onopen = () => {
    // Back after a lost connection (or a restarted playground): catch up on what was missed.
    if (opened && ui.feed === feed) resync().catch(error => toast(error.message, true));
    opened = true;
  };
  ui.feed = feed;
}

async function resync() {
  await loadState();
  renderAll();
  await loadMessages();
}

function onFeed(event) {
  if (event.type === "create" || event.type === "update" || event.type === "delete") {
    const message = event.message;
    if (message.channel_id === ui.channelId) {
      upsertMessage(message, event.type === "delete");
    } else if (event.type === "create") {
      const entry = ui.unread[message.channel_id] || { count: 0, mentions: 0 };
      entry.count += 1;
      if (mentionsMe(message) || message.dm) entry.mentions += 1;
      ui.unread[message.channel_id] = entry;
      if (message.dm && (!ui.state.dm || ui.state.dm.id !== message.channel_id)) {
        ui.state.dm = { id: message.channel_id, name: ui.state.bot.name, dm: true };
      }
      renderChannels();
    }
  } else if (event.type === "users") {
    ui.state.users = event.users;
    renderUsers();
  } else if (event.type === "clock") {
    ui.state.clock = { now: event.now, offset: event.offset, at: Date.now() };
    renderClock();
  } else if (event.type === "problem") {
    toast(`Stand-in: ${event.text}`, true);
  }
}

// --- who and where ---------------------------------------------------------------------------------

function me() {
  return ui.state.users.find(u => u.name === ui.user && !u.bot);
}

function userById(id) {
  return ui.state.users.find(u => u.id === id);
}

function currentChannel() {
  return ui.state.channels.find(c => c.id === ui.channelId) || (ui.state.dm && ui.state.dm.id === ui.channelId ? ui.state.dm : null);
}

async function switchUser(name) {
  if (name === ui.user) return;
  ui.user = name;
  localStorage.setItem("playground.user", name);
  ui.unread = {};
  await loadState();
  connectFeed();
  renderAll();
  await loadMessages();
}

async function switchChannel(id) {
  ui.channelId = id;
  const channel = currentChannel();
  if (channel && !channel.dm) localStorage.setItem("playground.channel", channel.name);
  delete ui.unread[id];
  clearCommand();
  renderChannels();
  renderHeader();
  await loadMessages();
  $("#input").focus();
}

async function loadMessages() {
  const wanted = ui.channelId;
  const messages = await api(`/api/messages?channel=${wanted}&user=${encodeURIComponent(ui.user)}`);
  if (wanted !== ui.channelId) return;
  ui.messages = messages;
  renderMessages();
}

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

// --- rendering: messages -------------------------------------------------------------------------

function renderMessages() {
  const box = $("#messages");
  box.replaceChildren(welcome());
  ui.messages.forEach((message, i) => box.append(messageElement(message, ui.messages[i - 1])));
  box.scrollTop = box.scrollHeight;
}

function welcome() {
  const channel = currentChannel() || { name: "?" };
  const element = document.createElement("div");
  element.className = "welcome";
  if (channel.dm) {
    element.innerHTML = `<div class="big-hash">${DIE_SVG}</div><h2></h2><p>The bot writes here when it reminds you of a game (/game reminders dm:True).</p>`;
    element.querySelector("h2").textContent = channel.name;
    return element;
  }
  element.innerHTML = `<div class="big-hash">#</div><h2></h2>
    <p>This is the start of the channel. Open a table with <kbd>/game new</kbd>, join with the buttons, and play with
    the buttons under the table picture or the game's own commands (type <kbd>/</kbd> to see them all).</p>
    <p>One person can play every seat: pick who you are at the bottom left (<kbd>Alt+1</kbd>…<kbd>Alt+9</kbd>) or click
    a member on the right. Replies marked “Only you can see this” are shown to that player only.</p>`;
  element.querySelector("h2").textContent = `Welcome to #${channel.name}!`;
  return element;
}

function upsertMessage(message, deleted) {
  const box = $("#messages");
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  const index = ui.messages.findIndex(m => m.id === message.id);
  if (deleted || message.deleted) {
    if (index >= 0) {
      ui.messages.splice(index, 1);
      renderMessages();
    }
    return;
  }
  if (index >= 0) {
    ui.messages[index] = message;
    const old = box.querySelector(`.message[data-id="${message.id}"]`);
    const fresh = messageElement(message, ui.messages[index - 1]);
    if (old) old.replaceWith(fresh); else box.append(fresh);
  } else {
    ui.messages.push(message);
    box.append(messageElement(message, ui.messages[ui.messages.length - 2]));
  }
  if (atBottom) scrollToBottom();
}

function scrollToBottom() {
  const box = $("#messages");
  box.scrollTop = box.scrollHeight;
}

function mentionsMe(message) {
  const mine = me();
  return !!mine && (message.content || "").includes(`<@${mine.id}>`);
}

function messageElement(message, previous) {
  const element = document.createElement("article");
  element.className = "message";
  element.dataset.id = message.id;
  if (ui.dismissed.has(message.id)) element.hidden = true;
  if (message.ephemeral) element.classList.add("ephemeral");
  if (mentionsMe(message)) element.classList.add("mentioned");
  const author = message.author;
  const authorUser = userById(author.id) || { name: author.global_name || author.username, bot: author.bot, id: author.id };
  const slash = message.interaction && message.interaction.command;
  const continued = previous && !slash && previous.author.id === author.id && !previous.deleted &&
    message.time - previous.time < GROUP_SECONDS && !!previous.ephemeral === !!message.ephemeral;

  if (continued) {
    element.classList.add("continued");
    const side = document.createElement("span");
    side.className = "side-time";
    side.textContent = new Date(message.time * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    element.append(side);
  } else {
    if (slash) {
      element.classList.add("has-reply");
      const reply = document.createElement("div");
      reply.className = "reply-line";
      const who = userById(message.interaction.user_id) || { name: message.interaction.user };
      const name = document.createElement("span");
      name.className = "who";
      name.textContent = who.name;
      name.title = `Play as ${who.name}`;
      name.addEventListener("click", () => switchUser(who.name));
      const used = document.createElement("span");
      used.textContent = "used";
      const command = document.createElement("span");
      command.className = "cmd";
      command.textContent = slash;
      reply.append(avatar(who), name, used, command);
      element.append(reply);
    }
    element.append(avatar(authorUser));
    const header = document.createElement("div");
    header.className = "message-header";
    const name = document.createElement("span");
    name.className = "author";
    name.textContent = authorUser.name;
    header.append(name);
    if (author.bot) header.insertAdjacentHTML("beforeend", `<span class="app-tag">App</span>`);
    const time = document.createElement("span");
    time.className = "time";
    time.textContent = messageTime(message.time);
    time.title = new Date(message.time * 1000).toLocaleString();
    header.append(time);
    element.append(header);
  }

  if (message.loading) {
    const thinking = document.createElement("div");
    thinking.className = "thinking";
    thinking.innerHTML = `<span></span><span class="dots"><i></i><i></i><i></i></span>`;
    thinking.firstChild.textContent = `${authorUser.name} is thinking`;
    element.append(thinking);
  } else if (message.content) {
    const content = document.createElement("div");
    content.className = "content";
    content.innerHTML = markdown(message.content);
    if (message.edited) content.insertAdjacentHTML("beforeend", `<span class="edited">(edited)</span>`);
    element.append(content);
  }

  const imagesByName = {};
  for (const attachment of message.attachments || []) imagesByName[attachment.filename] = attachment.url;
  for (const embed of message.embeds || []) element.append(embedElement(embed, imagesByName));
  const usedInEmbeds = new Set((message.embeds || []).flatMap(e => [e.image, e.thumbnail]).filter(Boolean)
    .map(i => (i.url || "").replace("attachment://", "")));
  const files = (message.attachments || []).filter(a => !usedInEmbeds.has(a.filename));
  if (files.length) {
    const box = document.createElement("div");
    box.className = "attachments";
    for (const attachment of files) box.append(attachmentElement(attachment));
    element.append(box);
  }
  if ((message.components || []).length) element.append(componentsElement(message));
  if (message.ephemeral) {
    const note = document.createElement("div");
    note.className = "ephemeral-note";
    note.innerHTML = `${EYE_SVG}<span>Only you can see this</span> • <a>Dismiss message</a>`;
    note.querySelector("a").addEventListener("click", () => {
      ui.dismissed.add(message.id);
      element.hidden = true;
    });
    element.append(note);
  }
  return element;
}

function messageTime(seconds) {
  const date = new Date(seconds * 1000);
  const now = new Date(clockNow() * 1000);
  const time = date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  const day = d => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(date)) / 86400000);
  if (days === 0) return `Today at ${time}`;
  if (days === 1) return `Yesterday at ${time}`;
  return `${date.toLocaleDateString()} ${time}`;
}

function attachmentElement(attachment) {
  if ((attachment.content_type || "").startsWith("image/")) {
    const image = document.createElement("img");
    image.className = "attachment-image";
    image.src = attachment.url;
    image.alt = attachment.description || attachment.filename;
    if (attachment.width) {
      image.width = Math.min(attachment.width, 550);
      image.style.aspectRatio = `${attachment.width} / ${attachment.height}`;
      image.style.height = "auto";
    }
    image.addEventListener("load", () => { if (nearBottom()) scrollToBottom(); });
    image.addEventListener("click", () => openLightbox(attachment.url));
    return image;
  }
  const file = document.createElement("div");
  file.className = "file";
  file.innerHTML = `<span class="file-icon">${FILE_SVG}</span><div><a target="_blank"></a><div class="size"></div></div>`;
  const link = file.querySelector("a");
  link.href = attachment.url;
  link.textContent = attachment.filename;
  file.querySelector(".size").textContent = `${(attachment.size / 1024).toFixed(1)} KB`;
  return file;
}

function nearBottom() {
  const box = $("#messages");
  return box.scrollHeight - box.scrollTop - box.clientHeight < 600;
}

function openLightbox(url) {
  const box = $("#lightbox");
  box.querySelector("img").src = url;
  box.hidden = false;
}

function embedElement(embed, imagesByName) {
  const element = document.createElement("div");
  element.className = "embed";
  if (embed.color !== undefined && embed.color !== null) {
    element.style.borderLeftColor = `#${Number(embed.color).toString(16).padStart(6, "0")}`;
  }
  const resolve = url => (url || "").startsWith("attachment://") ? imagesByName[url.slice(13)] || "" :
    (url || "").startsWith("/") ? url : "";  // never load from elsewhere
  const add = (className, html) => {
    const part = document.createElement("div");
    part.className = className;
    part.innerHTML = html;
    element.append(part);
    return part;
  };
  if (embed.author && embed.author.name) add("embed-author", escapeHtml(embed.author.name));
  if (embed.title) add("embed-title", markdown(embed.title, true));
  if (embed.description) add("embed-description", markdown(embed.description));
  if ((embed.fields || []).length) {
    const fields = add("embed-fields", "");
    for (const field of embed.fields) {
      const part = document.createElement("div");
      part.className = "embed-field" + (field.inline ? " inline" : "");
      part.innerHTML = `<div class="field-name">${markdown(field.name, true)}</div><div class="field-value">${markdown(field.value)}</div>`;
      fields.append(part);
    }
  }
  if (embed.image && resolve(embed.image.url)) {
    const part = add("embed-image", "");
    const image = document.createElement("img");
    image.src = resolve(embed.image.url);
    image.addEventListener("click", () => openLightbox(image.src));
    image.addEventListener("load", () => { if (nearBottom()) scrollToBottom(); });
    part.append(image);
  }
  if (embed.thumbnail && resolve(embed.thumbnail.url)) {
    const part = add("embed-thumbnail", "");
    const image = document.createElement("img");
    image.src = resolve(embed.thumbnail.url);
    part.append(image);
  }
  if ((embed.footer && embed.footer.text) || embed.timestamp) {
    const bits = [];
    if (embed.footer && embed.footer.text) bits.push(escapeHtml(embed.footer.text));
    if (embed.timestamp) bits.push(escapeHtml(new Date(embed.timestamp).toLocaleString()));
    add("embed-footer", bits.join(" • "));
  }
  return element;
}

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

// --- markdown (Discord's subset) -----------------------------------------------------------------

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

function markdown(text, inlineOnly = false) {
  const stash = [];
  const keep = html => `\u0000${stash.push(html) - 1}\u0000`;
  let out = String(text);
  out = out.replace(/```(?:[a-z0-9_+-]*\n)?([\s\S]*?)```/gi, (_, code) => keep(`<pre><code>${escapeHtml(code.replace(/\n$/, ""))}</code></pre>`));
  out = out.replace(/`([^`\n]+)`/g, (_, code) => keep(`<code>${escapeHtml(code)}</code>`));
  out = out.replace(/<@!?(\d+)>/g, (_, id) => keep(mentionHtml(id)));
  out = out.replace(/<#(\d+)>/g, (_, id) => {
    const channel = ui.state.channels.find(c => c.id === id);
    return keep(`<span class="mention">#${escapeHtml(channel ? channel.name : "unknown")}</span>`);
  });
  out = out.replace(/<t:(-?\d+)(?::([tTdDfFR]))?>/g, (_, ts, style) =>
    keep(`<span class="timestamp" data-ts="${ts}" data-style="${style || "f"}" title="${escapeHtml(new Date(ts * 1000).toLocaleString())}">${escapeHtml(formatTimestamp(Number(ts), style || "f"))}</span>`));
  out = out.replace(/<a?:(\w+):\d+>/g, (_, name) => keep(`:${escapeHtml(name)}:`));
  out = out.replace(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g, (_, label, url) =>
    keep(`<a href="${escapeHtml(url)}" target="_blank" rel="noreferrer">${escapeHtml(label)}</a>`));
  out = out.replace(/https?:\/\/[^\s<]+[^\s<.,:;"')\]]/g, url => keep(`<a href="${escapeHtml(url)}" target="_blank" rel="noreferrer">${escapeHtml(url)}</a>`));
  out = escapeHtml(out);
  out = out
    .replace(/\*\*\*([^*]+?)\*\*\*/g, "<strong><em>$1</em></strong>")
    .replace(/\*\*([\s\S]+?)\*\*/g, "<strong>$1</strong>")
    .replace(/__([\s\S]+?)__/g, "<u>$1</u>")
    .replace(/(^|[^*\w])\*([^*\n]+?)\*(?!\*)/g, "$1<em>$2</em>")
    .replace(/(^|[^_\w])_([^_\n]+?)_(?!\w)/g, "$1<em>$2</em>")
    .replace(/~~([\s\S]+?)~~/g, "<s>$1</s>")
    .replace(/\|\|([\s\S]+?)\|\|/g, `<span class="spoiler" onclick="this.classList.add('shown')">$1</span>`);
  if (!inlineOnly) {
    const lines = out.split("\n");
    const html = [];
    let quote = [];
    const flush = () => { if (quote.length) { html.push(`<blockquote>${quote.join("\n")}</blockquote>`); quote = []; } };
    for (const line of lines) {
      let match;
      if ((match = line.match(/^&gt; ?(.*)$/))) { quote.push(match[1]); continue; }
      flush();
      if ((match = line.match(/^(#{1,3}) (.+)$/))) html.push(`<h${match[1].length}>${match[2]}</h${match[1].length}>`);
      else if ((match = line.match(/^-# (.+)$/))) html.push(`<span class="subtext">${match[1]}</span>`);
      else if ((match = line.match(/^\s*[-*] (.+)$/))) html.push(`  • ${match[1]}`);
      else html.push(line);
    }
    flush();
    out = html.join("\n").replace(/(<\/h[123]>|<\/blockquote>)\n/g, "$1");
  }
  return out.replace(/\u0000(\d+)\u0000/g, (_, i) => stash[Number(i)]);
}

function mentionHtml(id) {
  const user = userById(id);
  if (!user) return `<span class="mention">@unknown-user</span>`;
  const title = user.bot ? "" : ` title="Play as ${escapeHtml(user.name)}"`;
  return `<span class="mention" data-user="${escapeHtml(user.name)}"${title}>@${escapeHtml(user.name)}</span>`;
}

function formatTimestamp(seconds, style) {
  const date = new Date(seconds * 1000);
  switch (style) {
    case "t": return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    case "T": return date.toLocaleTimeString();
    case "d": return date.toLocaleDateString();
    case "D": return date.toLocaleDateString([], { dateStyle: "long" });
    case "F": return date.toLocaleString([], { dateStyle: "full", timeStyle: "short" });
    case "R": return relative(seconds - clockNow());
    default: return date.toLocaleString([], { dateStyle: "long", timeStyle: "short" });
  }
}

function relative(delta) {
  const abs = Math.abs(delta);
  const units = [["year", 31536000], ["month", 2592000], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
  const [unit, size] = units.find(([, s]) => abs >= s) || units[units.length - 1];
  const count = Math.max(1, Math.round(abs / size));
  const word = `${count === 1 ? (unit === "hour" ? "an" : "a") : count} ${unit}${count === 1 ? "" : "s"}`;
  return delta >= 0 ? `in ${word}` : `${word} ago`;
}

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
  ui.popup.index = (ui.popup.index + step + items.length) % items.length;
  document.querySelectorAll("#popup .popup-item").forEach((row, i) => {
    row.classList.toggle("selected", i === ui.popup.index);
    if (i === ui.popup.index) row.scrollIntoView({ block: "nearest" });
  });
}

function acceptPopup() {
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
    if (popupOpen && ui.popup.kind === "choices" && !exact) acceptPopup();
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
  $("#user-select").addEventListener("change", event => switchUser(event.target.value));
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
