// Thirteen helper: the live page. Plain JavaScript, no build step.
// State comes over the WebSocket (/ws) on every change; corrections go to POST /api/events.
"use strict";

const SUIT_SYMBOL = { S: "♠", C: "♣", D: "♦", H: "♥" };
const SUITS = ["S", "C", "D", "H"];
const RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
const SIDE_WORD = { bottom: "you", left: "left", top: "across", right: "right" };
const KIND_WORD = {
  single: "single card", pair: "pair", triple: "three of a kind", straight: "straight",
  double_sequence: "run of pairs", four_of_a_kind: "four of a kind",
};
const RULE_TEXT = {
  bombs: "Bombs: four of a kind and runs of pairs can beat 2s",
  quad_beats_pair_of_twos: "Four of a kind also beats a pair of 2s",
  quad_beats_three_pair: "Four of a kind beats a run of 3 pairs",
  longer_double_sequence_beats_shorter: "A longer run of pairs beats a shorter one",
  double_sequence_chop_exact_length: "A run of pairs beats only exactly its number of 2s (k pairs: k−2 twos)",
  four_pair_beats_quad: "A run of 4 pairs beats four of a kind",
  pass_is_final: "Once you pass, you sit out the rest of the round",
  require_3s_first_play: "The first play of the first game must hold 3♠",
  opening_min_straight: "Shortest straight allowed as the very first play",
  suit_order: "Suit order, lowest first",
  two_penalty: "Points for each 2 left in hand at the end",
  instant_wins: "Instant wins before the first play",
};
const INSTANT_WINS = { four_twos: "four 2s", six_pairs: "six pairs", dragon: "dragon (3 up to A)" };

const $ = (id) => document.getElementById(id);
let state = null;
let lastVersion = -1;
let socket = null;
let picked = new Set();

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
  const suit = code.slice(-1);
  return code.slice(0, -1) + (SUIT_SYMBOL[suit] || suit);
}

function cardEl(code) {
  const suit = code.slice(-1);
  return el("span", { class: "card" + (suit === "H" || suit === "D" ? " red" : ""), text: cardText(code) });
}

function cardsEl(codes) {
  const box = el("span", { class: "cards" });
  for (const code of codes) box.append(cardEl(code));
  return box;
}

function seatName(seat) {
  if (seat == null) return "someone";
  const info = state && state.seats[seat];
  return "Seat " + (seat + 1) + (info && info.is_you ? " (you)" : "");
}

// The rules' own messages number seats from 0 (as the API does); people count from 1.
function humanize(message) {
  return String(message).replace(/\bseat (\d+)/gi, (_, n) => "Seat " + (Number(n) + 1));
}

function toast(message, bad = false) {
  message = humanize(message);
  const box = $("toast");
  box.textContent = message;
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
    response = await fetch(path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
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
  return data;
}

async function correct(command) {
  const data = await api("/api/events", command);
  if (data && data.state) render(data.state);
  return data;
}

// ---------------------------------------------------------------------------------------------
// rendering the state

function render(next) {
  if (state && next.version < lastVersion && next.game_id === state.game_id) return;
  state = next;
  lastVersion = next.version;
  renderStatus();
  renderNow();
  renderCounters();
  renderSeats();
  renderHand();
  renderHistory();
  renderFaults();
  renderControls();
}

function renderStatus() {
  const reader = $("reader");
  reader.textContent = state.detector.loaded ? "Card reader on" : "No card reader: enter plays by hand";
  reader.className = "pill " + (state.detector.loaded ? "ok" : "bad");
  reader.title = state.detector.message;
  const src = state.source;
  const cam = $("camera-status");
  cam.textContent = src.mode === "browser" ? "Camera: this device" : "Camera: " + src.name + " (" + src.status + ")";
  cam.className = "pill";
}

function renderNow() {
  $("turn").textContent = state.turn_text;
  const table = $("table");
  table.replaceChildren();
  if (state.table) {
    for (const code of state.table.cards) table.append(cardEl(code));
    $("table-note").textContent = (KIND_WORD[state.table.kind] || state.table.description) +
      ", played by " + seatName(state.table.owner);
  } else {
    table.append(el("span", { class: "muted", text: "nothing: the next player starts a new round" }));
    $("table-note").textContent = "";
  }
  const verdict = $("verdict");
  verdict.replaceChildren();
  const v = state.last_verdict;
  if (!v) {
    verdict.className = "verdict none";
    verdict.textContent = "No play yet.";
  } else {
    verdict.className = "verdict " + (v.legal ? "ok" : "bad");
    verdict.append(
      el("span", { class: "word", text: v.legal ? "OK" : "Not allowed" }),
      el("span", { text: seatName(v.seat) + " played " }),
      cardsEl(v.cards),
      el("div", { class: "reason", text: humanize(v.reason) }),
    );
  }
}

function renderSuitCounter(boxId, countId, out, rank) {
  const box = $(boxId);
  box.replaceChildren();
  for (const suit of SUITS) {
    const code = rank + suit;
    const isOut = out.includes(code);
    const red = suit === "H" || suit === "D";
    box.append(el("span", {
      class: "suit" + (red ? " red" : "") + (isOut ? " out" : " gone"),
      title: cardText(code) + (isOut ? " is still out" : " is gone (played or in your hand)"),
      "data-card": code,
      text: SUIT_SYMBOL[suit],
    }));
  }
  $(countId).textContent = String(out.length);
}

function renderCounters() {
  renderSuitCounter("twos-out", "twos-count", state.count.twos_out, "2");
  renderSuitCounter("aces-out", "aces-count", state.count.aces_out, "A");
}

function renderSeats() {
  const box = $("seats");
  box.replaceChildren();
  for (const seat of state.seats) {
    const tags = [];
    if (seat.place) tags.push(el("span", { class: "tag out", text: seat.place === 1 ? "won!" : "out, #" + seat.place }));
    else if (seat.passed) tags.push(el("span", { class: "tag passed", text: "passed" }));
    if (seat.is_turn) tags.push(el("span", { class: "tag", text: "to play" }));
    box.append(el("div", { class: "seat" + (seat.is_turn ? " on-turn" : ""), "data-seat": String(seat.seat) },
      el("div", { class: "name", text: "Seat " + (seat.seat + 1) + " · " + (SIDE_WORD[seat.side] || seat.side) }),
      el("div", {}, el("span", { class: "left", text: String(seat.cards_left) }), " cards", ...tags),
      seat.points != null ? el("div", { class: "note", text: seat.points + " points" }) : null,
    ));
  }
}

let shownHand = null;

function renderHand() {
  const key = state.game_id + ":" + state.hand.cards.join(" ");
  if (shownHand !== null && key !== shownHand) {
    $("suggestions").replaceChildren();  // suggestions were for the old hand
    $("suggest-note").textContent = "";
  }
  shownHand = key;
  const box = $("hand");
  box.replaceChildren();
  if (state.hand.cards.length) for (const code of state.hand.cards) box.append(cardEl(code));
  else box.append(el("span", { class: "muted", text: "not known yet — show them in the strip at the bottom of the camera picture, or tap them in below" }));
}

function renderHistory() {
  const head = $("history-head");
  head.replaceChildren(el("th", { text: "Round" }));
  for (const seat of state.seats) head.append(el("th", { text: seatName(seat.seat) }));
  const body = $("history-body");
  body.replaceChildren();
  const tricks = [...state.tricks].reverse();
  if (!tricks.length) {
    body.append(el("tr", {}, el("td", { colspan: String(state.seats.length + 1), class: "muted", text: "Nothing played yet." })));
    return;
  }
  for (const trick of tricks) {
    const row = el("tr", { class: trick.current ? "current" : "" },
      el("td", { class: "round", text: String(trick.number + 1) + (trick.current ? " (now)" : "") }));
    trick.by_seat.forEach((turns, seat) => {
      const cell = el("td", { "data-seat": String(seat) });
      for (const turn of turns) {
        if (turn.is_pass) {
          cell.append(el("span", { class: "pass", text: "pass" }));
        } else {
          const item = el("span", {
            class: "play" + (turn.legal ? "" : " illegal"),
            title: humanize(turn.reason || "") + " — tap to give this play to another player",
            "data-play": String(turn.number),
            onclick: () => openMove(turn),
          }, cardsEl(turn.cards));
          cell.append(item);
        }
      }
      if (trick.winner === seat) cell.append(el("span", { class: "won", text: "won the round" }));
      row.append(cell);
    });
    body.append(row);
  }
}

function renderFaults() {
  const list = $("faults");
  list.replaceChildren();
  for (const fault of state.faults.slice(-6).reverse()) list.append(el("li", { text: humanize(fault.message) }));
  $("faults-box").hidden = state.faults.length === 0;
}

function renderControls() {
  const canPass = state.table != null && state.turn != null;
  $("btn-pass").disabled = !canPass;
  $("btn-pass").textContent = canPass ? "Pass: " + seatName(state.turn) : "Pass";
  $("btn-sweep").disabled = state.table == null;
  $("btn-undo").disabled = state.plays === 0 && state.tricks.length === 0;
  const select = $("play-seat");
  const chosen = select.value;
  if (select.options.length !== state.players) {
    select.replaceChildren();
    for (const seat of state.seats) select.append(el("option", { value: String(seat.seat), text: seatName(seat.seat) }));
  }
  select.value = chosen && Number(chosen) < state.players ? chosen : String(state.turn ?? 0);
  const played = new Set(state.count.played);
  for (const button of $("picker").children) button.classList.toggle("used", played.has(button.dataset.card));
}

// ---------------------------------------------------------------------------------------------
// the card picker, hand, suggestions, checks

function buildPicker() {
  const box = $("picker");
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const code = rank + suit;
      box.append(el("button", {
        type: "button", class: suit === "H" || suit === "D" ? "red" : "", "data-card": code,
        text: rank + SUIT_SYMBOL[suit],
        onclick: (event) => {
          if (picked.has(code)) picked.delete(code); else picked.add(code);
          event.currentTarget.classList.toggle("picked", picked.has(code));
          renderPicked();
        },
      }));
    }
  }
}

function pickedCodes() {
  const order = (c) => RANKS.indexOf(c.slice(0, -1)) * 4 + SUITS.indexOf(c.slice(-1));
  return [...picked].sort((a, b) => order(a) - order(b));
}

function renderPicked() {
  const box = $("picked");
  box.replaceChildren(...pickedCodes().map(cardEl));
}

function clearPicked() {
  picked = new Set();
  for (const button of $("picker").children) button.classList.remove("picked");
  renderPicked();
}

function ordinal(n) {
  return n + (n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th");
}

async function suggest() {
  if (!state) return;
  const list = $("suggestions");
  list.replaceChildren();
  if (!state.hand.cards.length) {
    $("suggest-note").textContent = "Tell me your cards first: show them to the camera or tap them in.";
    return;
  }
  $("suggest-note").textContent = "Thinking…";
  const data = await api("/api/suggest", { limit: 3 });
  if (!data) { $("suggest-note").textContent = ""; return; }
  $("suggest-note").textContent = humanize(data.note);
  const best = Math.min(...data.suggestions.map((s) => s.expected_place));
  for (const s of data.suggestions) {
    const what = s.is_pass
      ? el("strong", { text: "Pass" })
      : el("span", {}, cardsEl(s.cards), " ", el("span", { text: KIND_WORD[s.kind] || s.description }));
    const place = Math.round(s.expected_place);
    const sure = place === 1 ? "wins for sure" : "sure to finish " + ordinal(place);
    const chance = s.exact
      ? (s.expected_place <= best ? sure : "loses against good play")
      : s.score > 0 || s.expected_place < 2
        ? Math.round(100 * s.score) + "% chance to go out first"
        : "likely place " + s.expected_place.toFixed(1);
    list.append(el("li", {}, what, " ", el("span", { class: "chance", text: "(" + chance + ")" }),
      el("span", { class: "why", text: humanize(s.reason) })));
  }
}

async function checkPicked() {
  const cards = pickedCodes();
  if (!cards.length) { toast("Tap the cards of the play first."); return; }
  const data = await api("/api/check", { cards: cards.join(" ") });
  if (data) $("check-result").textContent = (data.legal ? "Allowed: " : "Not allowed: ") + humanize(data.reason);
}

// ---------------------------------------------------------------------------------------------
// dialogs

function openMove(turn) {
  $("move-cards").replaceChildren(cardsEl(turn.cards));
  const box = $("move-seats");
  box.replaceChildren();
  const dialog = $("move-dialog");
  for (const seat of state.seats) {
    box.append(el("button", {
      type: "button", class: seat.seat === turn.seat ? "primary" : "", text: seatName(seat.seat),
      onclick: async () => {
        dialog.close();
        if (seat.seat !== turn.seat) await correct({ type: "move", play: turn.number, seat: seat.seat });
      },
    }));
  }
  dialog.showModal();
}

function openRules() {
  const fields = $("rules-fields");
  fields.replaceChildren();
  const rules = state.house_rules;
  for (const [name, value] of Object.entries(rules)) {
    const text = RULE_TEXT[name] || name;
    if (typeof value === "boolean") {
      fields.append(el("label", {}, el("input", { type: "checkbox", "data-rule": name, ...(value ? { checked: "" } : {}) }), text));
    } else if (typeof value === "number") {
      fields.append(el("label", {}, text, el("input", { type: "number", min: "0", max: "100", "data-rule": name, value: String(value) })));
    } else if (name === "suit_order") {
      const select = el("select", { "data-rule": name },
        el("option", { value: "SCDH", text: "♠ ♣ ♦ ♥ (usual)" }), el("option", { value: "SCHD", text: "♠ ♣ ♥ ♦" }));
      select.value = value;
      fields.append(el("label", {}, text, select));
    } else if (name === "instant_wins") {
      const group = el("div", {}, el("span", { text: text + ": " }));
      for (const [win, label] of Object.entries(INSTANT_WINS)) {
        group.append(el("label", {}, el("input", { type: "checkbox", "data-win": win, ...(value.includes(win) ? { checked: "" } : {}) }), label));
      }
      fields.append(group);
    }
  }
  $("rules-dialog").showModal();
}

async function saveRules() {
  const changes = {};
  for (const input of $("rules-fields").querySelectorAll("[data-rule]")) {
    const name = input.dataset.rule;
    let value;
    if (input.type === "checkbox") value = input.checked;
    else if (input.type === "number") value = Number(input.value);
    else value = input.value;
    if (JSON.stringify(value) !== JSON.stringify(state.house_rules[name])) changes[name] = value;
  }
  const wins = [...$("rules-fields").querySelectorAll("[data-win]")].filter((i) => i.checked).map((i) => i.dataset.win).sort();
  if (JSON.stringify(wins) !== JSON.stringify([...state.house_rules.instant_wins].sort())) changes.instant_wins = wins;
  if (!Object.keys(changes).length) return;
  if (await correct({ type: "house_rules", rules: changes })) toast("House rules saved.");
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
    if (message.type === "state") {
      if (state && message.state.game_id !== state.game_id) lastVersion = -1;
      render(message.state);
    } else if (message.type === "frame") {
      camera.waiting = false;
      drawOverlay(message);
    } else if (message.type === "dropped") {
      camera.waiting = false;
    } else if (message.type === "error") {
      camera.waiting = false;
      if (message.status === 503) {
        camera.noReader = true;
        $("camera-note").textContent = "The server has no card reader: the camera is shown, but plays must be entered by hand.";
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
    camera.stream = await navigator.mediaDevices.getUserMedia({
      video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false,
    });
  } catch (err) {
    toast("Could not open this device's camera: " + err.message, true);
    return;
  }
  const video = $("local-video");
  video.srcObject = camera.stream;
  video.hidden = false;
  $("overlay").hidden = false;
  const img = $("server-video");
  img.hidden = true;
  img.removeAttribute("src");
  $("use-local").classList.add("on");
  $("use-server").classList.remove("on");
  $("camera-note").textContent = "Using this device's camera. Point it down at the table.";
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
  $("overlay").hidden = true;
  const img = $("server-video");
  img.src = "/video.mjpg?t=" + Date.now();
  img.hidden = false;
  $("use-server").classList.add("on");
  $("use-local").classList.remove("on");
  $("camera-note").textContent = "";
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
  setTimeout(sendFrames, 100);
}

function drawOverlay(message) {
  const canvas = $("overlay");
  if (canvas.hidden) return;
  canvas.width = message.width;
  canvas.height = message.height;
  const ctx = canvas.getContext("2d");
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#ffd400";
  for (const d of message.detections) {
    const [x1, y1, x2, y2] = d.box;
    ctx.strokeRect(x1, y1, x2 - x1, y2 - y1);
  }
  ctx.font = "bold " + Math.max(14, Math.round(message.width / 40)) + "px sans-serif";
  for (const card of message.cards) {
    const label = cardText(card.card);
    const [cx, cy] = card.center;
    const w = ctx.measureText(label).width + 8;
    ctx.fillStyle = "rgba(255,255,255,0.9)";
    ctx.fillRect(cx - w / 2, cy - 12, w, 24);
    const suit = card.card.slice(-1);
    ctx.fillStyle = suit === "H" || suit === "D" ? "#c0141b" : "#111";
    ctx.fillText(label, cx - w / 2 + 4, cy + 7);
  }
}

// ---------------------------------------------------------------------------------------------
// wiring

function wire() {
  $("btn-pass").onclick = () => correct({ type: "pass" });
  $("btn-undo").onclick = () => correct({ type: "undo" });
  $("btn-sweep").onclick = () => correct({ type: "sweep" });
  $("btn-new").onclick = () => {
    if (state) {
      $("new-players").value = String(state.players);
      $("new-first").checked = state.winner == null && state.plays === 0;
    }
    $("new-dialog").showModal();
  };
  $("new-dialog").addEventListener("close", async () => {
    if ($("new-dialog").returnValue !== "ok") return;
    const data = await correct({ type: "new_game", players: Number($("new-players").value), first_game: $("new-first").checked });
    if (data) { toast("New game started."); $("suggestions").replaceChildren(); $("suggest-note").textContent = ""; }
  });
  $("btn-rules").onclick = () => { if (state) openRules(); };
  $("rules-dialog").addEventListener("close", () => { if ($("rules-dialog").returnValue === "save") saveRules(); });
  $("btn-suggest").onclick = suggest;
  $("btn-check").onclick = checkPicked;
  $("btn-set-hand").onclick = async () => {
    if (await correct({ type: "hand", cards: pickedCodes().join(" ") })) { toast("Your cards are saved."); clearPicked(); }
  };
  $("btn-add-play").onclick = async () => {
    const cards = pickedCodes();
    if (!cards.length) { toast("Tap the cards of the play first."); return; }
    if (await correct({ type: "play", seat: Number($("play-seat").value), cards: cards.join(" ") })) clearPicked();
  };
  $("btn-clear-picked").onclick = clearPicked;
  $("use-local").onclick = useLocalCamera;
  $("use-server").onclick = useServerCamera;
  $("server-video").onerror = () => { $("camera-note").textContent = "No picture from the server camera."; };
}

buildPicker();
wire();
connect();
