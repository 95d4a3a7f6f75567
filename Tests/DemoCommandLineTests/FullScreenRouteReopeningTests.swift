import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import DemoCommandLine

/// The footer's route reopens the screen it names, with the same row selected, whatever the
/// terminal's size and whether the inspector is open: the route counts the row over the whole
/// list, and the page that holds it follows the room the terminal has.
@MainActor
@Suite struct FullScreenRouteReopeningTests {
  private static func run(size: TerminalSize, route: String? = nil) async throws -> FullScreenRun {
    // The route is read with a page as tall as the terminal, as `psg-demo --open ROUTE` reads it.
    try await FullScreenRun(size: size, pageSize: size.rows, route: route)
  }

  static let sizes = [TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 80, rows: 24)]

  /// `End`, `PgDn` then `↑` in the list, and in the top scorers: each footer's route, opened
  /// in a fresh app at either size with the inspector closed or open, selects the same player.
  @Test(
    arguments: [
      ("\u{1B}[F", nil), ("\u{1B}[6~\u{1B}[A", nil), ("\u{1B}[6~\u{1B}[B", "scorers"),
      ("\u{1B}[F\u{1B}[A", "scorers"),
    ] as [(String, String?)])
  func theFooterRouteReopensTheSameRowAtAnySize(keys: String, route: String?) async throws {
    let first = try await Self.run(size: Self.sizes[0], route: route)
    first.terminal.send(Array(keys.utf8))
    let written = try #require(first.footerRoute)
    let selected = try #require(first.selectedName, "\(first.terminal.screenLines)")
    #expect(written.contains("row="), "\(written)")
    #expect(!written.contains("page="), "a page depends on the size: \(written)")
    for size in Self.sizes {
      for inspector in [false, true] {
        let reopened = try await Self.run(size: size, route: written)
        if inspector { reopened.terminal.type("i") }
        #expect(
          reopened.selectedName == selected, "\(written) at \(size), inspector \(inspector)")
        #expect(reopened.footerRoute == written, "\(size), inspector \(inspector)")
      }
    }
  }

  /// `End` at 120×40 selects the last player, and the route says so: row 35 of 35.
  @Test func endNamesTheLastRow() async throws {
    let run = try await Self.run(size: Self.sizes[0])
    run.terminal.send(Array("\u{1B}[F".utf8))
    #expect(run.footerRoute == "players?row=35")
    #expect(run.selectedName == "Lionel MESSI")
  }

  /// A route written at another size, whose page does not hold its row, is read as the page
  /// that holds the row; a row past the list is an error.
  @Test func aPageThatNoLongerHoldsTheRowGivesWayToTheRow() async throws {
    let run = try await Self.run(size: Self.sizes[1], route: "players?page=2&row=7")
    #expect(run.selectedName == "Presnel KIMPEMBE")
    #expect(run.footerRoute == "players?row=7")
    await #expect(throws: RouteError.self) {
      _ = try await Self.run(size: Self.sizes[1], route: "players?page=1&row=36")
    }
  }
}

extension FullScreenRun {
  /// The route the footer shows, without `--open `.
  var footerRoute: String? {
    terminal.screenLines.last { $0.hasPrefix("--open ") }.map { String($0.dropFirst(7)) }
  }

  /// The name on the selected row (the line marked `>`), left of the inspector if open.
  var selectedName: String? {
    guard let line = terminal.screenLines.first(where: { $0.hasPrefix(">") }) else {
      return nil
    }
    let scene = line.split(separator: "│").first.map(String.init) ?? line
    // The longest name the row holds, so that a name inside another does not count.
    return Squad.paris2021.map(\.name).filter { scene.contains($0) }
      .max { $0.count < $1.count }
  }
}
