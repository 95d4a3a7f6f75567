/// The books the "add" picker offers: a value, so a test can pass any other list.
extension Book {
  package static let catalogue = [
    Book(title: "Dune", author: "Frank Herbert", year: 1965),
    Book(title: "Emma", author: "Jane Austen", year: 1815),
    Book(title: "Middlemarch", author: "George Eliot", year: 1871),
    Book(title: "Solaris", author: "Stanisław Lem", year: 1961),
    Book(title: "The Hobbit", author: "J. R. R. Tolkien", year: 1937),
  ]
}
