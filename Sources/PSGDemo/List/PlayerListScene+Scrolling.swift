import MVVMC

/// The list's page follows the room the host has: a full-screen host measures the screen and
/// resizes the page (``MVVMC/Scene/resizePage(to:)``); the page shown is the one holding the
/// selection.
extension PlayerListScene {
  package var pageSize: Int? { viewModel.pageSize }

  package func resizePage(to rows: Int) {
    viewModel.resizePage(to: rows)
  }
}
