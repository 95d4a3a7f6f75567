/// The one script a page may carry, inline or shared by the pages of a site
/// (``HTMLRenderer/scriptFileName``): it makes a search field filter the table after it as the
/// reader types.
///
/// A row stays when its name (the row header, else the whole row) holds the typed text, case
/// and accents ignored as the app ignores them (`di maria` finds `Ángel DI MARÍA`). The script
/// reads the page and nothing else: no network, no storage, no data written into markup (it
/// only sets `hidden` on rows). Without script the field shows what was searched and every
/// row stays, so the page still works.
enum HTMLSearchScript {
  static let javaScript = """
    (function () {
      "use strict";
      function fold(text) {
        return text.normalize("NFKD").replace(/\\p{M}/gu, "").toLowerCase().trim();
      }
      var tables = Array.prototype.slice.call(document.querySelectorAll("main table"));
      document.querySelectorAll("main input[type=search]").forEach(function (input) {
        var table = tables.find(function (candidate) {
          return input.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
        });
        if (!table || !table.tBodies[0]) { return; }
        var rows = Array.prototype.slice.call(table.tBodies[0].rows);
        var names = rows.map(function (row) {
          var header = row.querySelector("th");
          return fold((header || row).textContent);
        });
        input.addEventListener("input", function () {
          var query = fold(input.value);
          rows.forEach(function (row, index) {
            row.hidden = query !== "" && names[index].indexOf(query) < 0;
          });
        });
      });
    })();
    """
}
