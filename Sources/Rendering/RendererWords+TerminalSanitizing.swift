extension RendererWords {
  /// The words with every control character made visible (``Swift/String/sanitizedForTerminal``),
  /// for renderers that write them where a control character would act.
  public var sanitizedForTerminal: RendererWords {
    // Each word by name: a loop over key paths cost more than the sanitising, on every render.
    var words = self
    words.loading = loading.sanitizedForTerminal
    words.empty = empty.sanitizedForTerminal
    words.error = error.sanitizedForTerminal
    words.search = search.sanitizedForTerminal
    words.field = field.sanitizedForTerminal
    words.value = value.sanitizedForTerminal
    words.image = image.sanitizedForTerminal
    words.breadcrumb = breadcrumb.sanitizedForTerminal
    words.back = back.sanitizedForTerminal
    words.commands = commands.sanitizedForTerminal
    words.openImage = openImage.sanitizedForTerminal
    words.links = links.sanitizedForTerminal
    words.colon = colon.sanitizedForTerminal
    return words
  }
}
