/**
 * The demo game page's script (plain browser JavaScript, served inline with the response's CSP
 * nonce; no framework). It reads the page's JSON data element, places bets with
 * `POST /api/bet` (`Authorization: Game <token>`, a fresh idempotency key per bet, reused on
 * network retries), shows the server's outcome, and tells the lobby by
 * `window.parent.postMessage(message, lobbyOrigin)` (never `'*'`): `ready` with the balance
 * when loaded, `balance` after each bet, `close` on Close, `error` when the session is over.
 * Opened in a top-level tab (no parent), Close closes the tab when a script opened it, else
 * goes to the lobby's `backUrl`.
 */

/** The game page script. */
export const GAME_CLIENT_SCRIPT = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('game-data').textContent);
  var t = data.t;
  var framed = window.parent !== window;
  var balance = data.balance;
  var stakeIndex = 0;
  var pick = null;
  var busy = false;
  var over = false;
  var $ = function (id) { return document.getElementById(id); };

  function fill(text, values) {
    return text.replace(/\{\{(\w+)\}\}/g, function (_, name) { return values[name] == null ? '' : String(values[name]); });
  }
  function fmt(amount) {
    var negative = amount.charAt(0) === '-';
    var parts = amount.replace('-', '').split('.');
    return (negative ? '-' : '') + data.currencySymbol + parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + (parts[1] || '00');
  }
  function tell(message) {
    if (!framed) return;
    message.source = data.messageSource;
    window.parent.postMessage(message, data.lobbyOrigin);
  }
  function uuid() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    b[6] = (b[6] & 15) | 64;
    b[8] = (b[8] & 63) | 128;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }
  function wait(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }
  var reducedMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  function showBalance(value) {
    balance = value;
    $('balance').textContent = fmt(value);
  }
  function say(text, kind) {
    var result = $('result');
    result.textContent = text;
    result.className = 'result' + (kind ? ' ' + kind : '');
  }
  function showStake() {
    $('stake').textContent = fmt(data.stakes[stakeIndex]);
    $('stake-down').disabled = busy || over || stakeIndex === 0;
    $('stake-up').disabled = busy || over || stakeIndex === data.stakes.length - 1;
  }
  function setBusy(value) {
    busy = value;
    var play = $('play');
    play.disabled = value || over || (data.kind === 'pick' && pick === null);
    play.textContent = value && data.kind === 'slot' ? t.spinning : data.kind === 'slot' ? t.spin : t.placeBet;
    play.setAttribute('aria-busy', value ? 'true' : 'false');
    showStake();
  }

  function outcomeText(outcome) {
    if (outcome.kind === 'pick') return fill(t.youPicked, { n: outcome.pick }) + ' · ' + fill(t.drawnIs, { n: outcome.drawn });
    return outcome.reels.map(function (s) { return t.symbols[s]; }).join(' · ');
  }
  function addBet(bet) {
    var list = $('bets');
    var empty = $('no-bets');
    if (empty) empty.remove();
    var item = document.createElement('li');
    var what = document.createElement('span');
    what.className = 'what';
    what.textContent = outcomeText(bet.outcome);
    var amounts = document.createElement('span');
    var won = bet.payout !== '0.00';
    amounts.className = won ? 'amounts won' : 'amounts';
    amounts.textContent = fill(t.stakeOf, { amount: fmt(bet.stake) }) + ' · ' + (won ? fill(t.won, { amount: fmt(bet.payout) }) : t.lost);
    item.appendChild(what);
    item.appendChild(amounts);
    list.insertBefore(item, list.firstChild);
    while (list.children.length > data.betsShown) list.removeChild(list.lastChild);
  }

  function setReel(index, symbol) {
    var reel = $('reel-' + index);
    reel.querySelector('use').setAttribute('href', '#sym-' + symbol);
    reel.setAttribute('aria-label', t.symbols[symbol]);
  }
  function spinReels(on) {
    for (var i = 0; i < 3; i += 1) {
      var reel = $('reel-' + i);
      reel.classList.toggle('spinning', on);
      reel.classList.remove('win');
    }
  }

  function post(payload) {
    var attempt = 0;
    function once() {
      return fetch('/api/bet', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Game ' + data.token },
        body: JSON.stringify(payload),
        cache: 'no-store',
      }).then(function (res) {
        return res.json().then(function (body) { return { status: res.status, body: body }; });
      }, function (error) {
        attempt += 1;
        if (attempt > 2) throw error;
        return wait(400 * attempt).then(once);
      });
    }
    return once();
  }

  function play() {
    if (busy || over) return;
    var payload = { idempotencyKey: uuid(), stake: data.stakes[stakeIndex] };
    if (data.kind === 'pick') {
      if (pick === null) return;
      payload.pick = pick;
    }
    setBusy(true);
    say('', '');
    if (data.kind === 'slot') spinReels(true);
    var started = Date.now();
    post(payload).then(function (answer) {
      var left = reducedMotion ? 0 : Math.max(0, 700 - (Date.now() - started));
      return wait(left).then(function () { return answer; });
    }).then(function (answer) {
      var body = answer.body || {};
      if (body.success) {
        var bet = body.value;
        if (data.kind === 'slot') {
          spinReels(false);
          bet.outcome.reels.forEach(function (s, i) { setReel(i, s); });
          if (bet.outcome.line) for (var i = 0; i < 3; i += 1) $('reel-' + i).classList.add('win');
        } else {
          $('drawn').textContent = String(bet.outcome.drawn);
        }
        var won = bet.payout !== '0.00';
        var prefix = data.kind === 'pick' ? fill(t.drawnIs, { n: bet.outcome.drawn }) + ' · ' : '';
        say(prefix + (won ? fill(t.win, { amount: fmt(bet.payout) }) : t.noWin), won ? 'win' : '');
        showBalance(bet.balance);
        addBet(bet);
        tell({ type: 'balance', balance: bet.balance });
        return;
      }
      if (data.kind === 'slot') spinReels(false);
      if (answer.status === 401) {
        over = true;
        say(t.ended, 'error');
        tell({ type: 'error', errorCode: body.errorCode || 'game.launch.token.invalid' });
        return;
      }
      if (body.errorCode === 'wallet.insufficient.funds') say(t.insufficient, 'error');
      else say(fill(t.failed, { message: body.message || String(answer.status) }), 'error');
    }).catch(function () {
      if (data.kind === 'slot') spinReels(false);
      say(t.network, 'error');
    }).then(function () {
      setBusy(false);
    });
  }

  function close() {
    if (framed) {
      tell({ type: 'close' });
      return;
    }
    if (window.opener) window.close();
    window.location.assign(data.backUrl);
  }

  $('play').addEventListener('click', play);
  $('close').addEventListener('click', close);
  $('stake-down').addEventListener('click', function () { if (stakeIndex > 0) { stakeIndex -= 1; showStake(); } });
  $('stake-up').addEventListener('click', function () { if (stakeIndex < data.stakes.length - 1) { stakeIndex += 1; showStake(); } });
  if (data.kind === 'pick') {
    Array.prototype.forEach.call(document.querySelectorAll('.digit'), function (button) {
      button.addEventListener('click', function () {
        if (busy || over) return;
        pick = Number(button.getAttribute('data-digit'));
        Array.prototype.forEach.call(document.querySelectorAll('.digit'), function (other) {
          other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
        });
        setBusy(false);
      });
    });
  }
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') close();
  });
  setBusy(false);
  showBalance(balance);
  tell({ type: 'ready', balance: balance });
})();`;

/**
 * The error page's script: tells the lobby that the game cannot run and wires the back button —
 * both only when the page data names a lobby origin (the one stored with a known launch; the
 * server never fills it from the request), and the back URL only when it is on that origin.
 */
export const ERROR_CLIENT_SCRIPT = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('error-data').textContent);
  var framed = window.parent !== window;
  if (!data.lobbyOrigin) return;
  if (framed) window.parent.postMessage({ source: data.messageSource, type: 'error', errorCode: data.errorCode }, data.lobbyOrigin);
  var back = document.getElementById('back');
  if (back) back.addEventListener('click', function () {
    if (framed) window.parent.postMessage({ source: data.messageSource, type: 'close' }, data.lobbyOrigin);
    else if (data.backUrl && new URL(data.backUrl).origin === data.lobbyOrigin) window.location.assign(data.backUrl);
  });
})();`;
