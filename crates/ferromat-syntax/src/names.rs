//! Which words MATLAB reserves and which texts are valid variable names
//! (`iskeyword`, `isvarname`). The lexer decides what it parses; this list
//! is MATLAB's documented one, which also reserves words ferromat's parser
//! does not give meaning to (`classdef`, `parfor`, `spmd`).

/// MATLAB's reserved words, as `iskeyword` lists them.
pub const KEYWORDS: &[&str] = &[
    "break",
    "case",
    "catch",
    "classdef",
    "continue",
    "else",
    "elseif",
    "end",
    "for",
    "function",
    "global",
    "if",
    "otherwise",
    "parfor",
    "persistent",
    "return",
    "spmd",
    "switch",
    "try",
    "while",
];

/// Longest name MATLAB accepts (`namelengthmax`).
pub const NAME_LENGTH_MAX: usize = 63;

pub fn is_keyword(word: &str) -> bool {
    KEYWORDS.contains(&word)
}

/// A valid variable name: a letter, then letters, digits or underscores,
/// at most 63 characters, not a keyword.
pub fn is_variable_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.len() <= NAME_LENGTH_MAX
        && !is_keyword(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(is_variable_name("x_1"));
        assert!(!is_variable_name("1x"));
        assert!(!is_variable_name("_x"));
        assert!(!is_variable_name("for"));
        assert!(!is_variable_name("a-b"));
        assert!(!is_variable_name(""));
        assert!(is_variable_name(&"a".repeat(63)));
        assert!(!is_variable_name(&"a".repeat(64)));
    }
}
