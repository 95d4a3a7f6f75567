import Foundation

/// Accessibility checks run in the browser on an exported page, since axe-core is not at hand
/// offline: a script added at the end of a copy of the page looks at the DOM Chromium built and
/// the styles it computed, and writes what it found into the body's `data-violations`
/// attribute, which `--dump-dom` then shows.
///
/// The rules follow axe-core's of the same names, for what a page of this renderer can get
/// wrong:
///
/// | rule | checks |
/// | --- | --- |
/// | `html-has-lang`, `document-title` | the page says its language and has a title |
/// | `image-alt` | every `<img>` has an `alt` |
/// | `label` | every field has a label (`<label for>`, an enclosing label or `aria-label`) |
/// | `link-name` | every link has text |
/// | `duplicate-id` | no two elements share an `id` |
/// | `page-has-one-h1`, `heading-order` | one `<h1>`, and no heading level skipped |
/// | `landmark-one-main`, `landmark-unique` | one `<main>`; several `<nav>`s have distinct names |
/// | `list`, `definition-list` | lists hold only items |
/// | `th-has-scope` | every header cell says what it heads |
/// | `empty-table-header` | every header cell has text (a table's corner cell included) |
/// | `aria-valid-attr-value`, `aria-roles` | `aria-current` and `role` values are valid |
/// | `aria-hidden-focus` | nothing hidden from screen readers can take the focus |
/// | `color-contrast` | every element with text of its own: WCAG 2 AA contrast against its background (4.5, or 3 for large text) |
enum DOMAccessibilityChecks {
  /// The checking script.
  static let script = """
    (function () {
      "use strict";
      var violations = [];
      function report(rule, element, detail) {
        var name = element && element.tagName ? element.tagName.toLowerCase() : "document";
        violations.push(rule + ": " + name + (detail ? " " + detail : ""));
      }
      function accessibleText(element) {
        var label = element.getAttribute("aria-label");
        if (label && label.trim()) { return label.trim(); }
        var text = "";
        element.querySelectorAll("img[alt]").forEach(function (image) { text += image.alt; });
        return (element.textContent + text).trim();
      }
      var root = document.documentElement;
      if (!/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/.test(root.getAttribute("lang") || "")) {
        report("html-has-lang", root);
      }
      if (!document.title.trim()) { report("document-title", root); }
      document.querySelectorAll("img").forEach(function (image) {
        if (!image.hasAttribute("alt")) { report("image-alt", image, image.src); }
      });
      document.querySelectorAll("input, select, textarea").forEach(function (control) {
        var labelled = control.getAttribute("aria-label")
          || (control.id && document.querySelector("label[for='" + control.id + "']"))
          || control.closest("label");
        if (!labelled) { report("label", control, control.id); }
      });
      document.querySelectorAll("a[href]").forEach(function (link) {
        if (!accessibleText(link)) { report("link-name", link, link.getAttribute("href")); }
      });
      var ids = {};
      document.querySelectorAll("[id]").forEach(function (element) {
        if (ids[element.id]) { report("duplicate-id", element, element.id); }
        ids[element.id] = true;
      });
      if (document.querySelectorAll("h1").length !== 1) { report("page-has-one-h1", root); }
      var level = 0;
      document.querySelectorAll("h1, h2, h3, h4, h5, h6").forEach(function (heading) {
        var next = Number(heading.tagName[1]);
        if (next > level + 1) { report("heading-order", heading); }
        level = next;
      });
      if (document.querySelectorAll("main").length !== 1) { report("landmark-one-main", root); }
      var navNames = {};
      var navs = document.querySelectorAll("nav");
      navs.forEach(function (nav) {
        var name = nav.getAttribute("aria-label") || "";
        if (navs.length > 1 && (!name || navNames[name])) { report("landmark-unique", nav, name); }
        navNames[name] = true;
      });
      document.querySelectorAll("ul, ol").forEach(function (list) {
        Array.prototype.forEach.call(list.children, function (child) {
          if (!/^(LI|SCRIPT|TEMPLATE)$/.test(child.tagName)) { report("list", child); }
        });
      });
      document.querySelectorAll("dl").forEach(function (list) {
        Array.prototype.forEach.call(list.children, function (child) {
          if (!/^(DT|DD|DIV)$/.test(child.tagName)) { report("definition-list", child); }
        });
      });
      document.querySelectorAll("th").forEach(function (header) {
        if (!header.getAttribute("scope")) { report("th-has-scope", header); }
        if (!accessibleText(header)) { report("empty-table-header", header); }
      });
      document.querySelectorAll("[aria-current]").forEach(function (element) {
        var value = element.getAttribute("aria-current");
        if (["page", "step", "location", "date", "time", "true", "false"].indexOf(value) < 0) {
          report("aria-valid-attr-value", element, value);
        }
      });
      document.querySelectorAll("[role]").forEach(function (element) {
        var role = element.getAttribute("role");
        if (["status", "alert", "presentation", "none"].indexOf(role) < 0) {
          report("aria-roles", element, role);
        }
      });
      document.querySelectorAll("[aria-hidden=true]").forEach(function (element) {
        if (element.querySelector("a[href], input, button, select, textarea, [tabindex]")) {
          report("aria-hidden-focus", element);
        }
      });
      // Colour contrast of every element that holds text of its own (WCAG 2 AA: 4.5, or 3 for
      // large text).
      function rgba(value) {
        var parts = value.match(/[\\d.]+/g) || [];
        return parts.map(Number).concat([1]).slice(0, 4);
      }
      function luminance(colour) {
        var channels = colour.slice(0, 3).map(function (channel) {
          var c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
        });
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
      }
      function background(element) {
        for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
          var colour = rgba(getComputedStyle(node).backgroundColor);
          if (colour[3] > 0) { return colour; }
        }
        return rgba(getComputedStyle(document.documentElement).backgroundColor)[3] > 0
          ? rgba(getComputedStyle(document.documentElement).backgroundColor) : [255, 255, 255, 1];
      }
      document.querySelectorAll("body *").forEach(function (element) {
        var ownText = Array.prototype.some.call(element.childNodes, function (node) {
          return node.nodeType === 3 && node.textContent.trim();
        });
        var style = getComputedStyle(element);
        if (!ownText || style.visibility === "hidden" || style.display === "none") { return; }
        if (element.closest("[hidden], script, style")) { return; }
        var foreground = rgba(style.color);
        var back = background(element);
        if (foreground[3] < 1) {
          foreground = foreground.slice(0, 3).map(function (channel, index) {
            return channel * foreground[3] + back[index] * (1 - foreground[3]);
          });
        }
        var lighter = Math.max(luminance(foreground), luminance(back));
        var darker = Math.min(luminance(foreground), luminance(back));
        var ratio = (lighter + 0.05) / (darker + 0.05);
        var size = parseFloat(style.fontSize);
        var large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5)) {
          report("color-contrast", element, ratio.toFixed(2) + " " + element.textContent.trim().slice(0, 30));
        }
      });
      document.body.setAttribute("data-checked", String(document.querySelectorAll("body *").length));
      document.body.setAttribute("data-violations", JSON.stringify(violations));
    })();
    """

  /// A copy of the page at `page`, next to it, with the checking script before `</body>`.
  static func checkedCopy(of page: URL) throws -> URL {
    let html = try String(contentsOf: page, encoding: .utf8)
    let copy = page.deletingPathExtension().appendingPathExtension("checked.html")
    let checked = html.replacingOccurrences(
      of: "</body>", with: "<script>\n\(script)\n</script>\n</body>")
    try checked.write(to: copy, atomically: true, encoding: .utf8)
    return copy
  }

  /// The violations the script wrote into the DOM, and how many elements it looked at; `nil`
  /// when the script did not run.
  static func results(in dom: String) -> (checked: Int, violations: [String])? {
    guard let checked = dom.attribute("data-checked").flatMap(Int.init),
      let json = dom.attribute("data-violations"),
      let violations = try? JSONDecoder().decode([String].self, from: Data(json.utf8))
    else { return nil }
    return (checked, violations)
  }
}

extension String {
  /// The value of the first attribute `name` in serialised HTML, its character references
  /// decoded.
  func attribute(_ name: String) -> String? {
    guard let start = range(of: " \(name)=\"") else { return nil }
    let rest = self[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
