extension RendererWords {
  /// The words with every control character made visible (``Swift/String/sanitizedForTerminal``),
  /// for renderers that write them where a control character would act.
  public var sanitizedForTerminal: RendererWords {
    var words = self
    for path: WritableKeyPath<RendererWords, String> in [
      \.loading, \.empty, \.error, \.search, \.field, \.value, \.image, \.breadcrumb, \.back,
      \.commands, \.openImage, \.links, \.colon,
    ] {
      words[keyPath: path] = self[keyPath: path].sanitizedForTerminal
    }
    return words
  }
}
