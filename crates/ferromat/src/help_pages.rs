//! The builtin reference pages (`docs/reference/NAME.md`), embedded at
//! compile time by `build.rs` and handed to the runtime's `help` command.
//! It must not render pages; the runtime's `help` does.

use ferromat_runtime::interp::Interpreter;

include!(concat!(env!("OUT_DIR"), "/reference_pages.rs"));

/// Makes `help NAME` print the embedded page for NAME.
pub fn install() {
    Interpreter::install_reference_pages(PAGES);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_sorted_markdown_with_valid_names() {
        for pair in PAGES.windows(2) {
            assert!(pair[0].0 < pair[1].0, "{} / {}", pair[0].0, pair[1].0);
        }
        for (name, text) in PAGES {
            // A class in a package (`containers.Map`) is named by its dotted path.
            assert!(
                name.split('.').all(ferromat_runtime::engine::is_valid_name),
                "{name}"
            );
            assert!(!text.trim().is_empty(), "docs/reference/{name}.md is empty");
        }
    }

    /// `help NAME` shows a page for every builtin: each is the file name of
    /// a page or listed in a page's title. (Class methods, whose names hold
    /// a dot, are documented on their class's page.)
    #[test]
    fn every_builtin_has_a_page() {
        let missing: Vec<&str> = ferromat_runtime::builtins::BUILTINS
            .iter()
            .map(|def| def.name)
            .filter(|name| !name.contains('.'))
            .filter(|name| PAGES.binary_search_by(|(page, _)| page.cmp(name)).is_err())
            .collect();
        assert!(missing.is_empty(), "no reference page lists {missing:?}");
    }
}
