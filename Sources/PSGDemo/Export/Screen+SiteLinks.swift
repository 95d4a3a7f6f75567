import Rendering

extension Screen {
  /// The screen with every link that `isInSite` refuses left out (its text stays): a site
  /// holds some screens of the app, not all of them, and never links to a page it does not
  /// have: a player's page links its `compare` action, the site holds one comparison a player,
  /// never the picker.
  ///
  /// ```swift
  /// screen.keepingLinks { files.contains($0.fileName(extension: "html")) }
  /// ```
  ///
  /// - Complexity: O(*n*) in the rows, options, bars and actions of the screen.
  package func keepingLinks(where isInSite: (Destination) -> Bool) -> Screen {
    func kept(_ destination: Destination?) -> Destination? {
      destination.flatMap { isInSite($0) ? $0 : nil }
    }
    var screen = self
    screen.blocks = blocks.map { block in
      switch block {
      case .table(var table):
        for index in table.rows.indices {
          table.rows[index].destination = kept(table.rows[index].destination)
        }
        return .table(table)
      case .options(var list):
        for index in list.options.indices {
          list.options[index].destination = kept(list.options[index].destination)
        }
        return .options(list)
      case .chart(var chart):
        for index in chart.bars.indices {
          chart.bars[index].destination = kept(chart.bars[index].destination)
        }
        return .chart(chart)
      default:
        return block
      }
    }
    for index in screen.actions.indices {
      screen.actions[index].destination = kept(screen.actions[index].destination)
      screen.actions[index].target = kept(screen.actions[index].target)
    }
    screen.back = kept(back)
    return screen
  }
}
