// Dicehall playground — Discord's subset of markdown, mentions and timestamps.
// Classic scripts sharing one global scope, loaded in order by index.html (no build step).
"use strict";

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

