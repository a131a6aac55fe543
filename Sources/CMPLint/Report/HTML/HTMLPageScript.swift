/// The small script of every HTML report. The report is complete without it (filters are CSS,
/// details open by hand); with it: a rule group or set whose findings are all filtered out is
/// hidden, the header counts the findings shown, "Expand all" / "Collapse all" buttons appear, and
/// every `<details>` is opened while printing (`beforeprint`/`afterprint`, HTML Living Standard
/// "Printing", https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#printing) and closed again after. It
/// reads nothing from the network and writes nothing but the page; the page's Content-Security-Policy lets this exact
/// text run and nothing else.
package enum HTMLPageScript {
    package static let js = """
        (function () {
          "use strict";
          var filters = Array.prototype.slice.call(document.querySelectorAll("input.filter"));
          var findings = document.querySelectorAll("[data-category].finding");
          var groups = document.querySelectorAll(".group");
          var shown = document.getElementById("shown");
          function visible(item) {
            var box = document.getElementById("show-" + item.getAttribute("data-category"));
            return !box || box.checked;
          }
          function update() {
            var count = 0;
            for (var i = 0; i < findings.length; i++) if (visible(findings[i])) count++;
            for (var j = 0; j < groups.length; j++) {
              var items = groups[j].querySelectorAll("[data-category].finding");
              var any = items.length === 0;
              for (var k = 0; k < items.length && !any; k++) any = visible(items[k]);
              groups[j].hidden = !any;
            }
            if (shown) shown.textContent = count + " of " + findings.length + " shown";
          }
          filters.forEach(function (box) { box.addEventListener("change", update); });
          function setAll(open) {
            document.querySelectorAll("main details").forEach(function (d) { d.open = open; });
          }
          var tools = document.querySelector(".tools");
          if (tools) {
            tools.hidden = false;
            document.getElementById("expand-all").addEventListener("click", function () { setAll(true); });
            document.getElementById("collapse-all").addEventListener("click", function () { setAll(false); });
          }
          var closed = [];
          window.addEventListener("beforeprint", function () {
            closed = Array.prototype.filter.call(document.querySelectorAll("details"), function (d) { return !d.open; });
            closed.forEach(function (d) { d.open = true; });
          });
          window.addEventListener("afterprint", function () {
            closed.forEach(function (d) { d.open = false; });
            closed = [];
          });
          update();
        })();
        """
}
