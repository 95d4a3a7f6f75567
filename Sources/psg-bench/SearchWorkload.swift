import ANSIRendering
import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering

/// A list of `size` players made from the squad, with a view model, a scene and the byte-scan
/// yardstick over the same names: the search, extend and render cases at one size.
@MainActor
final class SearchWorkload {
  let size: Int
  /// The list searched by the search and extend cases.
  private let searched: PlayerListViewModel
  /// A list left unsearched, with its scene, for the render case: every page is full.
  private let shown: PlayerListViewModel
  private let scene: PlayerListScene
  /// Every name folded, as UTF-8 bytes: what the yardstick scans.
  private let foldedNames: [[UInt8]]
  /// Bytes the view model's search index keeps per player.
  let indexBytesPerPlayer: Double
  /// Where results go so no work can be optimised away.
  private var checksum = 0

  /// Two queries, neither inside the other, so each search is a full one.
  static let queries = ["di maria", "mbappe"]

  init(size: Int, pageSize: Int = 20) async {
    self.size = size
    let players = Self.players(count: size)
    searched = PlayerListViewModel(pageSize: pageSize) { players }
    await searched.load()
    shown = PlayerListViewModel(pageSize: pageSize) { players }
    await shown.load()
    scene = PlayerListScene(viewModel: shown, strings: DemoStrings(.english))
    foldedNames = players.map { Array($0.name.foldedForComparison.utf8) }
    let index = PlayerSearchIndex(names: players.map(\.name))
    indexBytesPerPlayer = Double(index.bytesKept) / Double(max(1, size))
  }

  /// `count` players: the squad first, then each given name of the squad with each family
  /// name in turn (`Kylian DI MARÍA`), so names repeat every 1,225 players.
  static func players(count: Int) -> [Player] {
    (0..<count).map(player(at:))
  }

  /// The player at `index` of ``players(count:)``.
  static func player(at index: Int) -> Player {
    let squad = Squad.paris2021
    var player = squad[index % squad.count]
    player.id = index
    player.name =
      nameParts[index % squad.count].given
      + nameParts[(index + index / squad.count) % squad.count].family
    return player
  }

  /// Each squad name cut before its first space: `Kylian` and ` MBAPPÉ`.
  private static let nameParts = Squad.paris2021.map { player in
    let name = player.name
    let space = name.firstIndex(of: " ") ?? name.startIndex
    return (given: String(name[..<space]), family: String(name[space...]))
  }

  /// The search, byte-scan, extend and render cases at this size, and the render's
  /// yardstick; `nil` if the page written by hand does not match the render.
  func cases(workDivisor: Int) -> [BenchCase]? {
    let pairs = max(1, 10_000 / size / workDivisor)
    // 20 renders a sample (about a millisecond), with --quick too. A sample of one render, run
    // right after another case, timed the state that case left as much as the render: at 35
    // players, after the search cases, one render took 76 to 138 µs against 45 µs warm, which
    // the far smaller page written by hand barely felt, so --quick read 2.5× to 3.1× there
    // where full runs read under 1.6×.
    let renders = 20
    let needles = Self.queries.map { Array($0.foldedForComparison.utf8) }
    let renderer = ANSIRenderer()
    let context = RenderContext(width: 100, colors: .trueColor)
    guard
      let hand = HandWrittenPage(
        rendered: renderer.render(scene.makeScreen(), in: context), page: shown.page.value,
        strings: DemoStrings(.english))
    else { return nil }
    return [
      BenchCase(
        key: "search_view_model_\(size)", label: "search, view model, \(grouped(size)) players"
      ) {
        timePerOperation(2 * pairs) {
          for _ in 0..<pairs {
            for query in Self.queries { self.searched.search(query) }
          }
        }
      },
      BenchCase(
        key: "search_byte_scan_\(size)", label: "search, byte scan, \(grouped(size)) players"
      ) {
        timePerOperation(2 * pairs) {
          for _ in 0..<pairs {
            for needle in needles {
              self.checksum &+= byteScan(self.foldedNames, for: needle).count
            }
          }
        }
      },
      BenchCase(key: "search_extend_\(size)", label: "extend mb to mba, \(grouped(size)) players") {
        var total = 0.0
        for _ in 0..<pairs {
          self.searched.search("mb")
          total += timePerOperation(1) { self.searched.search("mba") }
        }
        return total / Double(pairs)
      },
      BenchCase(
        key: "render_page_\(size)", label: "screen + render a page, \(grouped(size)) players"
      ) {
        timePerOperation(renders) {
          for _ in 0..<renders {
            self.checksum &+= renderer.render(self.scene.makeScreen(), in: context).utf8.count
          }
        }
      },
      BenchCase(
        key: "render_by_hand_\(size)",
        label: "the same page written by hand, \(grouped(size)) players"
      ) {
        timePerOperation(renders) {
          for _ in 0..<renders { self.checksum &+= hand.write().utf8.count }
        }
      },
    ]
  }

  /// The ratios the cases at this size are read by.
  var ratios: [Ratio] {
    [
      Ratio(
        key: "search_\(size)_ratio", label: "search view model / byte scan, \(grouped(size))",
        numerator: "search_view_model_\(size)", denominator: "search_byte_scan_\(size)",
        goal: size >= 100_000 ? 2 : nil),
      Ratio(
        key: "extend_\(size)_ratio", label: "extend / full search, \(grouped(size))",
        numerator: "search_extend_\(size)", denominator: "search_view_model_\(size)", goal: nil),
      Ratio(
        key: "render_by_hand_\(size)_ratio", label: "render / by hand, \(grouped(size))",
        numerator: "render_page_\(size)", denominator: "render_by_hand_\(size)", goal: 1.6),
    ]
  }

  /// Work done, so the optimiser must keep it.
  var result: Int { checksum &+ searched.matches.value.count }
}

/// The yardstick: the positions of the names containing `needle`, found by scanning each
/// pre-folded name's bytes (first byte, then the rest).
@inline(never)
func byteScan(_ names: [[UInt8]], for needle: [UInt8]) -> [Int32] {
  var result: [Int32] = []
  guard let first = needle.first else { return result }
  let length = needle.count
  needle.withUnsafeBufferPointer { needle in
    for (position, name) in names.enumerated() where name.count >= length {
      name.withUnsafeBufferPointer { name in
        for start in 0...(name.count - length) where name[start] == first {
          if memcmp(name.baseAddress! + start, needle.baseAddress!, length) == 0 {
            result.append(Int32(truncatingIfNeeded: position))
            return
          }
        }
      }
    }
  }
  return result
}
