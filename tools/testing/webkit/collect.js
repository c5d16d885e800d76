/* global window, document, console, getComputedStyle, innerWidth, innerHeight, scrollX, scrollY, requestAnimationFrame, performance, MutationObserver, NodeFilter -- a browser script, injected into pages */
// Test-only, never in dist/: tools/testing/webkit/testServer.ts puts this first in every HTML page it serves.
// It runs before the app in both engines and gives the tests what classic WebDriver cannot see:
//   __webkitTest.problems    script errors, unhandled rejections, CSP violations, hydration errors;
//   __webkitTest.bridgeCalls what the page posted to the native app, when the cookie
//                            webkit-test-native=1 asks for the app's message handlers to be played;
//   __webkitTest.layout      the layout checks of tests/webkit/routes.test.ts (boxes, text wrapping, shifts
//                            after the first paint, dialogs covered, text overflow, browser default styling).
(function () {
  'use strict';
  var problems = [];
  var test = (window.__webkitTest = { problems: problems, bridgeCalls: [] });

  window.addEventListener('error', function (e) {
    problems.push('page error: ' + e.message);
  });
  window.addEventListener('unhandledrejection', function (e) {
    var reason = e.reason;
    problems.push('unhandled rejection: ' + (reason && reason.message ? reason.message : String(reason)));
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    problems.push('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI);
  });
  var consoleError = console.error;
  console.error = function () {
    var text = Array.prototype.join.call(arguments, ' ');
    if (/hydrat|Minified React error #4(18|19|23|25)/i.test(text)) problems.push('console: ' + text);
    return consoleError.apply(console, arguments);
  };

  if (/(?:^|; )webkit-test-native=1/.test(document.cookie)) {
    var names = (/(?:^|; )webkit-test-handlers=([^;]*)/.exec(document.cookie) || [])[1];
    var handlers = {};
    decodeURIComponent(names || '')
      .split(',')
      .filter(Boolean)
      .forEach(function (name) {
        handlers[name] = {
          postMessage: function (payload) {
            test.bridgeCalls.push({ name: name, payload: JSON.parse(JSON.stringify(payload)) });
          },
        };
      });
    window.webkit = { messageHandlers: handlers };
  }

  // ----- layout -----
  var KINDS = [
    ['heading', 'h1,h2,h3,h4,h5,h6,[role="heading"]'],
    ['button', 'button,[role="button"],input[type="button"],input[type="submit"]'],
    [
      'input',
      'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([type="file"]),textarea,select',
    ],
    [
      'chip',
      '[role="radio"],[role="tab"],[role="checkbox"],label:has(> input[type="radio"]),label:has(> input[type="checkbox"])',
    ],
    ['row', 'li,[role="listitem"],[role="row"],tr'],
  ];

  function visible(el) {
    var r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    var s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
  }

  function inFixedLayer(el) {
    for (var n = el; n && n !== document.documentElement; n = n.parentElement) {
      var p = getComputedStyle(n).position;
      if (p === 'fixed' || p === 'sticky') return true;
    }
    return false;
  }

  function box(el) {
    var r = el.getBoundingClientRect();
    var round = function (v) {
      return Math.round(v * 10) / 10;
    };
    return { x: round(r.left + scrollX), y: round(r.top + scrollY), w: round(r.width), h: round(r.height) };
  }

  function text(el) {
    var t = (el.getAttribute('aria-label') || el.textContent || el.value || '').replace(/\s+/g, ' ').trim();
    return t.slice(0, 40);
  }

  /** An element as the layout comparison sees it: its key, text, box and layer. */
  function measured(el, key) {
    var b = box(el);
    return { key: key, text: text(el), x: b.x, y: b.y, w: b.w, h: b.h, fixed: inFixedLayer(el) };
  }

  /** The boxes of headings, buttons, inputs, chips and list rows, keyed by kind and order. */
  function boxes() {
    var out = [];
    KINDS.forEach(function (kind) {
      var i = 0;
      document.querySelectorAll(kind[1]).forEach(function (el) {
        if (!visible(el)) return;
        out.push(Object.assign(measured(el, kind[0] + '#' + i++), { kind: kind[0] }));
      });
    });
    return out;
  }

  // Every tracked element's position when it was first painted, so a later move can be seen (the
  // Layout Instability API's idea, for engines without it).
  var firstSeen = new Map();
  var tracking = true;
  var selector = KINDS.map(function (k) {
    return k[1];
  }).join(',');
  function track() {
    if (!tracking) return;
    if (document.body)
      document.body.querySelectorAll(selector).forEach(function (el) {
        if (!firstSeen.has(el) && visible(el) && !inFixedLayer(el)) firstSeen.set(el, box(el));
      });
    requestAnimationFrame(track);
  }
  requestAnimationFrame(track);

  /** Elements painted earlier that now sit elsewhere (top-left moved by more than half a pixel). */
  function shifts() {
    var out = [];
    firstSeen.forEach(function (first, el) {
      if (!el.isConnected || !visible(el) || inFixedLayer(el)) return;
      var now = box(el);
      if (Math.abs(now.x - first.x) > 0.5 || Math.abs(now.y - first.y) > 0.5)
        out.push(
          text(el) +
            ' (' +
            el.tagName.toLowerCase() +
            ') moved from ' +
            first.x +
            ',' +
            first.y +
            ' to ' +
            now.x +
            ',' +
            now.y,
        );
    });
    return out;
  }

  var lastMutation = performance.now();
  new MutationObserver(function () {
    lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  /** Quiet for 500 ms: loaded, fonts ready, no DOM change. */
  function settled() {
    return (
      document.readyState === 'complete' &&
      (!document.fonts || document.fonts.status === 'loaded') &&
      performance.now() - lastMutation > 500
    );
  }

  function label(el) {
    return el.tagName.toLowerCase() + ' "' + text(el) + '"';
  }

  function ownText(el) {
    var t = '';
    el.childNodes.forEach(function (n) {
      if (n.nodeType === 3) t += n.nodeValue;
    });
    return t.trim();
  }

  function textElements() {
    var out = [];
    document.body.querySelectorAll('*').forEach(function (el) {
      if (ownText(el) && visible(el) && !el.closest('svg')) out.push(el);
    });
    return out;
  }

  /** The lines a block's text takes: its text fragments, grouped by the line they sit on. */
  function lineCount(el) {
    var tops = [];
    var walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    var range = document.createRange();
    for (var n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.nodeValue.trim()) continue;
      range.selectNodeContents(n);
      Array.prototype.forEach.call(range.getClientRects(), function (r) {
        if (r.width > 0 && r.height > 0) tops.push({ top: r.top, height: r.height });
      });
    }
    tops.sort(function (a, b) {
      return a.top - b.top;
    });
    var lines = 0;
    var lineTop = -Infinity;
    var lineHeight = 0;
    tops.forEach(function (r) {
      if (r.top < lineTop + lineHeight / 2) return;
      lines++;
      lineTop = r.top;
      lineHeight = r.height;
    });
    return lines;
  }

  /**
   * How each text wraps: the outermost block-level elements with text of their own, keyed by order,
   * with their box and the number of lines their text takes. Two engines that measure a glyph a
   * fraction of a pixel apart can wrap the same words onto a different number of lines.
   */
  function wrapping() {
    var blocks = new Set(
      textElements().filter(function (el) {
        var display = getComputedStyle(el).display;
        return display !== 'inline' && display !== 'contents';
      }),
    );
    var outermost = Array.from(blocks).filter(function (el) {
      for (var n = el.parentElement; n; n = n.parentElement) if (blocks.has(n)) return false;
      return true;
    });
    return outermost.map(function (el, i) {
      return Object.assign(measured(el, 'text#' + i), { lines: lineCount(el) });
    });
  }

  /** Visible things that cover the text or buttons of an open dialog. */
  function dialogCovered() {
    var out = [];
    var style = document.createElement('style');
    // Hit-testing skips pointer-events: none layers (a toast is one), yet they still hide what is under them.
    style.textContent = '* { pointer-events: auto !important; }';
    document.head.appendChild(style);
    // It skips the inert page behind an open dialog too (src/ui/shared/modal.ts), which is still drawn.
    var inert = Array.prototype.slice.call(document.querySelectorAll('[inert]'));
    inert.forEach(function (el) {
      el.removeAttribute('inert');
    });
    try {
      document.querySelectorAll('[role="dialog"],[role="alertdialog"]').forEach(function (dialog) {
        if (!visible(dialog)) return;
        var targets = Array.prototype.filter.call(dialog.querySelectorAll('*'), function (el) {
          return visible(el) && (ownText(el) || el.matches('button,[role="button"],a,input'));
        });
        targets.forEach(function (el) {
          var r = el.getBoundingClientRect();
          var points = [
            [r.left + r.width / 2, r.top + r.height / 2],
            [r.left + 2, r.top + 2],
            [r.right - 2, r.bottom - 2],
          ];
          points.forEach(function (p) {
            if (p[0] < 0 || p[1] < 0 || p[0] >= innerWidth || p[1] >= innerHeight) return;
            var hit = document.elementFromPoint(p[0], p[1]);
            if (!hit || dialog.contains(hit) || hit.contains(dialog)) return;
            for (var n = hit; n; n = n.parentElement) if (Number(getComputedStyle(n).opacity) === 0) return;
            out.push(label(hit) + ' covers ' + label(el) + ' in dialog "' + text(dialog) + '"');
          });
        });
      });
    } finally {
      style.remove();
      inert.forEach(function (el) {
        el.setAttribute('inert', '');
      });
    }
    return out.filter(function (v, i, all) {
      return all.indexOf(v) === i;
    });
  }

  /**
   * Text wider than its box, running off the screen, or cut off by a clipping ancestor. Visually hidden
   * text (a 1-px box) and a skip link parked off-screen are meant to be unseen.
   */
  function overflow() {
    var out = [];
    if (document.documentElement.scrollWidth > innerWidth + 1)
      out.push(
        'the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px wide in ' + innerWidth,
      );
    textElements().forEach(function (el) {
      var b = el.getBoundingClientRect();
      if (b.width <= 1 || b.height <= 1 || b.right <= 0 || b.left >= innerWidth) return;
      if (el.closest('[role="status"],[role="alert"]') && inFixedLayer(el)) return;
      var s = getComputedStyle(el);
      if (b.right > innerWidth + 1 || b.left < -1) out.push(label(el) + ' runs off the screen');
      if (
        s.display !== 'inline' &&
        s.overflowX !== 'auto' &&
        s.overflowX !== 'scroll' &&
        el.scrollWidth > el.clientWidth + 1
      )
        out.push(
          label(el) +
            (s.overflowX === 'visible' ? ' is wider than its box (' : ' is cut off (') +
            el.scrollWidth +
            ' in ' +
            el.clientWidth +
            ')',
        );
      var range = document.createRange();
      range.selectNodeContents(el);
      var t = range.getBoundingClientRect();
      for (var n = el.parentElement; n && n !== document.body; n = n.parentElement) {
        var ns = getComputedStyle(n);
        if (ns.overflowX === 'visible' && ns.overflowY === 'visible') continue;
        if (ns.overflowX === 'auto' || ns.overflowX === 'scroll') break;
        var c = n.getBoundingClientRect();
        if (c.width > 1 && (t.right > c.right + 1 || t.left < c.left - 1))
          out.push(label(el) + ' is cut off by ' + n.tagName.toLowerCase() + '.' + n.className);
        break;
      }
    });
    return out;
  }

  /** The browser's own look showing through: fieldset borders and legend padding, default button faces, fonts the product never chose. */
  function browserDefaults() {
    var out = [];
    var host = document.createElement('div');
    document.body.appendChild(host);
    var shadow = host.attachShadow({ mode: 'open' });
    var plain = document.createElement('button');
    shadow.appendChild(plain);
    var ua = getComputedStyle(plain);
    var uaFace = [ua.backgroundColor, ua.borderTopStyle, ua.borderTopColor].join('|');
    host.remove();
    var productFonts = [
      getComputedStyle(document.documentElement).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ];
    document.querySelectorAll('fieldset').forEach(function (el) {
      if (!visible(el)) return;
      var s = getComputedStyle(el);
      if (parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle === 'groove')
        out.push(label(el) + ' shows the default fieldset border');
    });
    document.querySelectorAll('legend').forEach(function (el) {
      if (visible(el) && getComputedStyle(el).paddingLeft === '2px')
        out.push(label(el) + ' keeps the default legend padding');
    });
    document.querySelectorAll('button,input[type="button"],input[type="submit"]').forEach(function (el) {
      if (!visible(el)) return;
      var s = getComputedStyle(el);
      if (
        [s.backgroundColor, s.borderTopStyle, s.borderTopColor].join('|') === uaFace ||
        s.borderTopStyle === 'outset'
      )
        out.push(label(el) + ' has the default button face');
    });
    textElements().forEach(function (el) {
      var family = getComputedStyle(el).fontFamily;
      if (productFonts.indexOf(family) < 0 && !/monospace/.test(family))
        out.push(label(el) + ' is set in ' + family);
    });
    return out;
  }

  test.layout = {
    boxes: boxes,
    wrapping: wrapping,
    shifts: shifts,
    settled: settled,
    stopTracking: function () {
      tracking = false;
    },
    dialogCovered: dialogCovered,
    overflow: overflow,
    browserDefaults: browserDefaults,
  };
})();
