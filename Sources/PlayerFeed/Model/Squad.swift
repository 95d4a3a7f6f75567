/// Squads an app can show without a feed.
///
/// The default squad is compiled into the program, so `psg-demo` works offline; a feed file or
/// URL replaces it (see ``FeedLoader``).
package enum Squad {}
