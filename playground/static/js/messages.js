// Dicehall playground — messages, attachments and embeds.
// Classic scripts sharing one global scope, loaded in order by index.html (no build step).
"use strict";

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
    <p>One person can play every seat: <span class="on-wide">pick who you are at the bottom left
    (<kbd>Alt+1</kbd>…<kbd>Alt+9</kbd>)<span class="on-widest"> or click a member on the right</span>.</span><span
    class="on-narrow">open the menu (☰, top left) and pick who you are under “You are”.</span> Replies marked
    “Only you can see this” are shown to that player only.</p>`;
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
    // Several pictures in one message are a mosaic of cropped squares in Discord's clients (docs/PICTURES.md)
    const images = files.filter(a => (a.content_type || "").startsWith("image/")).length;
    box.className = images > 1 ? "attachments mosaic" : "attachments";
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
      const [width, height] = fittedInBox(attachment.width, attachment.height);
      image.width = width;
      image.height = height;
      image.style.aspectRatio = `${attachment.width} / ${attachment.height}`;
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

// The box Discord fits an inline picture into (docs/PICTURES.md): 400 × 300 on desktop and the web, 400 × 400
// assumed on a phone; never wider than the message column (CSS max-width) and never enlarged.
const DESKTOP_BOX = [400, 300];
const PHONE_BOX = [400, 400];

function fittedInBox(width, height) {
  const [boxWidth, boxHeight] = window.matchMedia("(max-width: 700px)").matches ? PHONE_BOX : DESKTOP_BOX;
  const scale = Math.min(1, boxWidth / width, boxHeight / height);
  return [Math.round(width * scale), Math.round(height * scale)];
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

