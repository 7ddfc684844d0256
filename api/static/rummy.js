// Thirteen helper, rummy mode (Thirteen rummy or Indian rummy). Plain JavaScript, no build step.
// State comes over the WebSocket (/ws) on every change; changes go to POST /api/rummy/...
"use strict";

const SUIT_SYMBOL = { S: "♠", C: "♣", D: "♦", H: "♥" };
const SUITS = ["S", "C", "D", "H"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const MELD_HINT = {
  set: "same rank",
  run: "in a row, one suit",
  group: "same rank, all suits different",
  sequence: "in a row, one suit, with a joker",
  "pure sequence": "in a row, one suit, no joker",
};

const $ = (id) => document.getElementById(id);
let state = null;
let lastVersion = -1;
let socket = null;
let picked = [];
let scoresTouched = false;

// ---------------------------------------------------------------------------------------------
// small helpers

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const child of children) if (child != null) node.append(child);
  return node;
}

function cardText(code) {
  if (code === "JK") return "Joker";
  const suit = code.slice(-1);
  return code.slice(0, -1) + (SUIT_SYMBOL[suit] || suit);
}

function cardEl(code, extra = "") {
  const suit = code.slice(-1);
  let cls = "card";
  if (code === "JK") cls += " joker";
  else if (suit === "H" || suit === "D") cls += " red";
  return el("span", { class: cls + (extra ? " " + extra : ""), "data-card": code, text: cardText(code) });
}

function cardsEl(codes) {
  const box = el("span", { class: "cards" });
  for (const code of codes) box.append(cardEl(code));
  return box;
}

function cardOrder(code) {
  if (code === "JK") return 99;
  return SUITS.indexOf(code.slice(-1)) * 13 + RANKS.indexOf(code.slice(0, -1));
}

// The rules' messages number seats from 0; people count players from 1.
function humanize(message) {
  return String(message).replace(/\bseat (\d+)/gi, (_, n) => "Player " + (Number(n) + 1));
}

function toast(message, bad = false) {
  const box = $("toast");
  box.textContent = humanize(message);
  box.className = "toast" + (bad ? " bad" : "");
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { box.hidden = true; }, bad ? 7000 : 3000);
}

function errorText(body) {
  if (!body) return "Something went wrong.";
  if (typeof body.detail === "string") return body.detail;
  if (Array.isArray(body.detail)) return body.detail.map((d) => d.msg).join("; ");
  return "Something went wrong.";
}

async function api(path, body) {
  let response;
  try {
    response = await fetch("/api/rummy/" + path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body || {}),
    });
  } catch (err) {
    toast("The helper is not reachable: is the server still running?", true);
    return null;
  }
  let data = null;
  try { data = await response.json(); } catch (err) { data = null; }
  if (!response.ok) {
    toast(errorText(data), true);
    return null;
  }
  if (data && data.version != null) render(data);
  return data;
}

// ---------------------------------------------------------------------------------------------
// rendering the state

function render(next) {
  if (state && next.version < lastVersion && next.game_id === state.game_id) return;
  const newGame = !state || state.game_id !== next.game_id || state.round !== next.round;
  state = next;
  lastVersion = next.version;
  if (newGame) scoresTouched = false;
  renderStatus();
  renderRound();
  renderHand();
  renderScores();
  renderPicker();
}

function renderStatus() {
  $("mode").textContent = state.title;
  document.title = "Thirteen helper · " + state.title;
  const reader = $("reader");
  reader.textContent = state.detector.loaded ? "Card reader on" : "No card reader: tap your cards in";
  reader.className = "pill " + (state.detector.loaded ? "ok" : "bad");
  reader.title = state.detector.message;
  const src = state.source;
  $("camera-status").textContent = src.mode === "browser" ? "Camera: this device" : "Camera: " + src.name + " (" + src.status + ")";
  $("camera-status").className = "pill";
  $("camera-note").textContent = state.camera_note || "";
}

function renderRound() {
  $("round-text").textContent = state.round_text;
  $("wild-rank").textContent = state.wild.rank || "?";
  $("wild-text").textContent = state.wild.text;
  const pile = $("pile");
  pile.replaceChildren();
  const cards = state.discard_pile.cards;
  if (!cards.length) pile.append(el("span", { class: "muted", text: "empty" }));
  const shown = cards.slice(-12);
  shown.forEach((code, i) => pile.append(cardEl(code, i === shown.length - 1 ? "top" : "")));
  const taken = state.discard_pile.taken.length;
  $("pile-count").textContent = "Cards seen on the discard pile this round: " + state.discard_pile.seen_count +
    (taken ? " (" + taken + " taken by other players)" : "") +
    (cards.length > shown.length ? "; showing the last " + shown.length : "");
  const hasPile = cards.length > 0 && !state.over;
  $("btn-took").disabled = !hasPile || state.hand.count !== state.hand.holds;
  $("btn-taken").disabled = !hasPile;
  $("btn-pile-undo").disabled = !hasPile;
  $("btn-set-wild").hidden = state.game !== "indian";
}

function renderHand() {
  const hand = state.hand;
  $("hand-status").textContent = state.over ? "The game is over." : hand.status_text;
  const advice = $("advice");
  advice.replaceChildren();
  const actions = $("advice-actions");
  actions.replaceChildren();
  const a = state.advice;
  if (a) {
    advice.className = "advice" + (a.action === "go_out" || /go out|declare/.test(a.headline) ? " go" : "");
    advice.append(el("span", { class: "headline", text: a.headline }), el("span", { class: "why", text: a.why }));
    if (a.action === "draw" && a.draw === "discard") {
      actions.append(el("button", { type: "button", class: "big", id: "btn-advice-take",
        text: "I took the " + cardText(state.discard_pile.top),
        onclick: () => api("discard", { type: "take", by_you: true }) }));
    } else if (a.discard && a.action !== "draw") {
      actions.append(el("button", { type: "button", class: "big", id: "btn-advice-throw",
        text: "I threw away the " + cardText(a.discard),
        onclick: () => api("discard", { type: "add", cards: a.discard, from_hand: true }) }));
    }
  } else {
    advice.className = "advice none";
    advice.textContent = state.advice_note ? state.advice_note.charAt(0).toUpperCase() + state.advice_note.slice(1) + "." : "";
  }

  const melds = $("melds");
  melds.replaceChildren();
  const arr = state.arrangement;
  if (arr) {
    for (const meld of arr.melds) {
      const row = el("div", { class: "meld" });
      const label = meld.label.charAt(0).toUpperCase() + meld.label.slice(1);
      row.append(el("span", { class: "label" }, label, el("span", { class: "hint", text: " (" + (MELD_HINT[meld.label] || "") + ")" })));
      const box = el("span", { class: "cards" });
      meld.cards.forEach((code, i) => {
        const card = cardEl(code);
        if (meld.stands_for[i] !== code) {
          const target = meld.stands_for[i];
          card.append(el("span", { class: "as", text: "as " + (target.endsWith("?") ? "a " + target.slice(0, -1) : cardText(target)) }));
        }
        box.append(card);
      });
      row.append(box);
      melds.append(row);
    }
    if (!arr.melds.length) melds.append(el("p", { class: "note", text: "No melds yet." }));
    if (arr.discard) melds.append(el("p", { class: "note", text: "Best card to throw away: " + cardText(arr.discard) }));
  }
  const unmelded = arr ? arr.unmelded : [];
  $("unmelded-box").hidden = !unmelded.length;
  $("unmelded").replaceChildren(...unmelded.map((c) => cardEl(c)));
  $("penalty").textContent = arr ? String(arr.penalty) : "–";
  $("penalty-text").textContent = arr ? arr.penalty_text : "Points appear here once the helper knows your cards.";
  const goOut = $("go-out");
  goOut.textContent = arr ? arr.go_out_text : "";
  goOut.className = "go-out " + (arr && arr.can_go_out ? "yes" : "no");
}

function renderScores() {
  const s = state.scores;
  $("scores-text").textContent = s.text;
  const head = $("scores-head");
  head.replaceChildren(el("th", { text: state.game === "indian" ? "Deal" : "Round" }));
  for (const seat of state.seats) head.append(el("th", { class: seat.out ? "out" : "", text: seat.name }));
  const body = $("scores-body");
  body.replaceChildren();
  if (!s.rounds.length) {
    body.append(el("tr", {}, el("td", { colspan: String(state.players + 1), class: "muted", text: "No scores yet." })));
  }
  for (const row of s.rounds) {
    const tr = el("tr", {}, el("td", { text: String(row.round) }));
    for (const score of row.scores) tr.append(el("td", { text: String(score) }));
    body.append(tr);
  }
  const total = $("scores-total");
  total.replaceChildren(el("td", { text: "Total" }));
  for (const seat of state.seats) total.append(el("td", { class: seat.leading ? "lead" : "", text: String(seat.total) }));

  const form = $("round-form");
  form.hidden = s.next_round == null;
  if (s.next_round != null) {
    const word = state.game === "indian" ? "Deal " : "Round ";
    $("round-form-title").textContent = word + s.next_round + " over? Enter each player's points";
    $("round-form-note").textContent = (state.game === "indian" ? "Whoever declared" : "Whoever went out") + " scores 0. A player can score at most " + s.max_score + " points" +
      (s.cap != null ? " (no hand counts more than " + s.cap + ")" : "") + ".";
    const inputs = $("round-inputs");
    if (inputs.children.length !== state.players || inputs.dataset.round !== String(s.next_round)) {
      inputs.replaceChildren();
      inputs.dataset.round = String(s.next_round);
      for (const seat of state.seats) {
        inputs.append(el("label", {}, seat.name,
          el("input", { type: "number", min: "0", max: String(s.max_score), inputmode: "numeric", id: "score-" + seat.seat,
            oninput: () => { scoresTouched = true; } })));
      }
    }
    for (const input of inputs.querySelectorAll("input")) input.max = String(s.max_score);
    const mine = $("score-0");
    if (!scoresTouched && mine && state.arrangement && !state.hand.drawn) mine.value = String(state.arrangement.penalty);
  }
  const winner = $("winner");
  winner.hidden = !s.winners;
  if (s.winners) {
    winner.textContent = "Game over. Winner" + (s.winners.length > 1 ? "s: " : ": ") +
      s.winners.map((seat) => state.seats[seat].name).join(", ") + ".";
  }
  $("btn-undo-round").disabled = !s.rounds.length;
}

// ---------------------------------------------------------------------------------------------
// the card picker

function maxCopies(code) {
  return code === "JK" ? state.printed_jokers : state.decks;
}

function buildPicker() {
  const box = $("picker");
  box.replaceChildren();
  for (const suit of SUITS) {
    for (const rank of RANKS) box.append(pickerButton(rank + suit));
    box.append(el("span"));
  }
  const joker = pickerButton("JK");
  joker.id = "pick-joker";
  box.append(joker);
}

function pickerButton(code) {
  const suit = code.slice(-1);
  return el("button", {
    type: "button", "data-card": code, text: cardText(code),
    class: code === "JK" ? "joker" : (suit === "H" || suit === "D" ? "red" : ""),
    onclick: () => {
      const have = picked.filter((c) => c === code).length;
      if (state && have >= maxCopies(code)) {
        toast("There " + (state.decks > 1 ? "are only " + maxCopies(code) + " of " : "is only one ") + cardText(code) + " in this game.");
        return;
      }
      picked.push(code);
      renderPicked();
    },
  });
}

function renderPicker() {
  $("pick-joker").hidden = !state || state.printed_jokers === 0;
  renderPicked();
}

function sortedPicked() {
  return [...picked].sort((a, b) => cardOrder(a) - cardOrder(b));
}

function renderPicked() {
  const counts = {};
  for (const code of picked) counts[code] = (counts[code] || 0) + 1;
  for (const button of $("picker").querySelectorAll("button")) {
    const n = counts[button.dataset.card] || 0;
    button.classList.toggle("picked", n > 0);
    const badge = button.querySelector(".count");
    if (badge) badge.remove();
    if (n > 1) button.append(el("span", { class: "count", text: "×" + n }));
  }
  const box = $("picked");
  box.replaceChildren();
  for (const code of sortedPicked()) {
    const card = cardEl(code);
    card.title = "tap to put it back";
    card.onclick = () => { picked.splice(picked.indexOf(code), 1); renderPicked(); };
    box.append(card);
  }
  if (!picked.length) box.append(el("span", { class: "muted", text: "nothing yet" }));
}

function clearPicked() {
  picked = [];
  renderPicked();
}

// ---------------------------------------------------------------------------------------------
// the live connection and the browser's camera

const camera = { stream: null, sending: false, waiting: false, since: 0, noReader: false };

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(scheme + "://" + location.host + "/ws");
  socket.binaryType = "arraybuffer";
  socket.onopen = () => {
    $("conn").textContent = "Live";
    $("conn").className = "pill ok";
    lastVersion = -1;
    if (camera.stream) socket.send(JSON.stringify({ type: "source", mode: "browser" }));
  };
  socket.onclose = () => {
    $("conn").textContent = "Reconnecting…";
    $("conn").className = "pill bad";
    camera.waiting = false;
    setTimeout(connect, 1000);
  };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch (err) { return; }
    if (message.type === "state" && message.state.game) {
      if (state && message.state.game_id !== state.game_id) lastVersion = -1;
      render(message.state);
    } else if (message.type === "frame" || message.type === "dropped") {
      camera.waiting = false;
    } else if (message.type === "error") {
      camera.waiting = false;
      if (message.status === 503) {
        camera.noReader = true;
        $("camera-note").textContent = "The server has no card reader: tap your cards in below.";
      } else {
        toast(message.message, true);
      }
    }
  };
}

function socketOpen() { return socket && socket.readyState === WebSocket.OPEN; }

async function useLocalCamera() {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    toast("This browser cannot use a camera here (use http://localhost or https).", true);
    return;
  }
  try {
    camera.stream = await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false });
  } catch (err) {
    toast("Could not open this device's camera: " + err.message, true);
    return;
  }
  const video = $("local-video");
  video.srcObject = camera.stream;
  video.hidden = false;
  const img = $("server-video");
  img.hidden = true;
  img.removeAttribute("src");
  $("use-local").classList.add("on");
  $("use-server").classList.remove("on");
  camera.noReader = false;
  if (socketOpen()) socket.send(JSON.stringify({ type: "source", mode: "browser" }));
  camera.sending = true;
  sendFrames();
}

function useServerCamera() {
  camera.sending = false;
  if (camera.stream) for (const track of camera.stream.getTracks()) track.stop();
  camera.stream = null;
  $("local-video").hidden = true;
  const img = $("server-video");
  img.src = "/video.mjpg?t=" + Date.now();
  img.hidden = false;
  $("use-server").classList.add("on");
  $("use-local").classList.remove("on");
  if (socketOpen()) socket.send(JSON.stringify({ type: "source", mode: "server" }));
}

const grab = document.createElement("canvas");

function sendFrames() {
  if (!camera.sending) return;
  const video = $("local-video");
  const now = performance.now();
  if (camera.waiting && now - camera.since > 3000) camera.waiting = false;
  if (!camera.waiting && !camera.noReader && socketOpen() && video.videoWidth) {
    const scale = Math.min(1, 960 / video.videoWidth);
    grab.width = Math.round(video.videoWidth * scale);
    grab.height = Math.round(video.videoHeight * scale);
    grab.getContext("2d").drawImage(video, 0, 0, grab.width, grab.height);
    camera.waiting = true;
    camera.since = now;
    grab.toBlob((blob) => {
      if (!blob || !socketOpen()) { camera.waiting = false; return; }
      blob.arrayBuffer().then((buffer) => socket.send(buffer));
    }, "image/jpeg", 0.75);
  }
  setTimeout(sendFrames, 150);
}

// ---------------------------------------------------------------------------------------------
// wiring

function wire() {
  $("btn-set-hand").onclick = async () => {
    if (!picked.length) { toast("Tap your cards first."); return; }
    if (await api("hand", { cards: sortedPicked().join(" ") })) { toast("Your cards are saved."); clearPicked(); }
  };
  $("btn-add-hand").onclick = async () => {
    if (!picked.length) { toast("Tap the card you drew first."); return; }
    const cards = [...state.hand.cards, ...picked];
    if (await api("hand", { cards: cards.join(" ") })) clearPicked();
  };
  $("btn-add-pile").onclick = async () => {
    if (!picked.length) { toast("Tap the card that was thrown first."); return; }
    if (await api("discard", { type: "add", cards: picked.join(" ") })) clearPicked();
  };
  $("btn-set-wild").onclick = async () => {
    if (picked.length !== 1) { toast("Tap the one card turned face up for the joker."); return; }
    if (await api("wild", { card: picked[0] })) clearPicked();
  };
  $("btn-clear-picked").onclick = clearPicked;
  $("btn-took").onclick = () => api("discard", { type: "take", by_you: true });
  $("btn-taken").onclick = () => api("discard", { type: "take", by_you: false });
  $("btn-pile-undo").onclick = () => api("discard", { type: "undo" });
  $("round-form").onsubmit = async (event) => {
    event.preventDefault();
    const scores = state.seats.map((seat) => Number($("score-" + seat.seat).value || 0));
    if (await api("round", { round: state.scores.next_round, scores })) {
      toast("Scores saved.");
      for (const input of $("round-inputs").querySelectorAll("input")) input.value = "";
      scoresTouched = false;
      renderScores();
    }
  };
  $("btn-undo-round").onclick = () => api("round/undo");
  $("btn-new").onclick = () => {
    const select = $("new-players");
    const most = state && state.game === "indian" ? 6 : 8;
    select.replaceChildren();
    for (let n = 2; n <= most; n++) select.append(el("option", { value: String(n), text: String(n) }));
    select.value = String(state ? state.players : 4);
    $("new-dialog").showModal();
  };
  $("new-dialog").addEventListener("close", async () => {
    if ($("new-dialog").returnValue !== "ok") return;
    if (await api("new", { players: Number($("new-players").value) })) toast("New game started.");
  });
  $("use-local").onclick = useLocalCamera;
  $("use-server").onclick = useServerCamera;
  $("server-video").onerror = () => { $("camera-note").textContent = "No picture from the server camera."; };
}

buildPicker();
wire();
renderPicked();
connect();
