// Dicehall playground — shared state, talking to the server, who and where.
// Classic scripts sharing one global scope, loaded in order by index.html (no build step).
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
  setDrawer(false);
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

