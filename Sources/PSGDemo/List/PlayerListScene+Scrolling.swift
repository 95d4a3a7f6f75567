import MVVMC

/// The list's page follows the room the host has: a full-screen host measures the screen and
/// resizes the page (``MVVMC/ScrollingScene``); the page shown is the one holding the selection.
extension PlayerListScene: ScrollingScene {
  package var pageSize: Int { viewModel.pageSize }

  package func resizePage(to rows: Int) {
    viewModel.resizePage(to: rows)
  }
}
