/**
 * The stand-in chat widget: a launcher button, a panel (an iframe on the provider's origin, created on
 * first open, whose close button posts 'close' to the page) and a session jid, exposed as window.MynahChat.jid the
 * way the site expects from the provider's real widget.
 *
 * The jid is "<random>@standin.mynah", kept for the tab's session. Tests can replace it before
 * the widget loads: window.__MYNAH_STAND_IN__ = {jid: 'e2e-1@x'} (or null for "no jid", or any
 * invalid value).
 */
(function () {
  'use strict';
  if (window.MynahChat) return;

  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  var bot = script.getAttribute('data-bot') || '';
  var override = window.__MYNAH_STAND_IN__;

  function sessionJid() {
    var key = 'mynah-stand-in.jid';
    try {
      var saved = window.sessionStorage.getItem(key);
      if (saved) return saved;
    } catch {
      // no storage: a new jid per page load
    }
    var jid = 'v' + Math.random().toString(36).slice(2, 12) + '@standin.mynah';
    try {
      window.sessionStorage.setItem(key, jid);
    } catch {
      // ignore
    }
    return jid;
  }

  var chat = {bot: bot, origin: origin};
  var jid = override && 'jid' in override ? override.jid : sessionJid();
  if (jid !== null && jid !== undefined) chat.jid = jid;
  window.MynahChat = chat;

  var root = document.createElement('div');
  root.id = 'mynah-chat-stand-in';
  root.setAttribute('style', 'position:fixed;right:20px;bottom:20px;z-index:1000;font:14px/1.4 system-ui,sans-serif');

  var launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.textContent = 'Chat with us';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute(
    'style',
    'border:0;border-radius:999px;padding:10px 16px;background:#0f766e;color:#fff;font:inherit;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25)',
  );

  // The panel (an iframe: a whole browsing context) is created on first open, not on page load,
  // where it cost ~20-40 ms of main thread on every page.
  var panel = null;

  function open() {
    if (!panel) {
      panel = document.createElement('iframe');
      panel.id = 'mynah-chat-stand-in-panel';
      panel.title = 'Mynah chat';
      panel.setAttribute(
        'style',
        'width:340px;height:420px;max-width:calc(100vw - 40px);border:1px solid #ccc;border-radius:12px;background:#fff;box-shadow:0 4px 16px rgba(0,0,0,.2)',
      );
      panel.src =
        origin +
        '/panel?bot=' +
        encodeURIComponent(bot) +
        '&jid=' +
        encodeURIComponent(typeof jid === 'string' ? jid : '') +
        '&parent=' +
        encodeURIComponent(window.location.origin);
      root.insertBefore(panel, launcher);
      launcher.setAttribute('aria-controls', panel.id);
    }
    panel.hidden = false;
    launcher.hidden = true;
    launcher.setAttribute('aria-expanded', 'true');
  }

  function close() {
    if (panel) panel.hidden = true;
    launcher.hidden = false;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  }

  launcher.addEventListener('click', open);
  window.addEventListener('message', function (event) {
    if (event.origin === origin && event.data === 'close') close();
  });

  root.appendChild(launcher);
  document.body.appendChild(root);
})();
