//! Which words MATLAB reserves, which texts are valid variable names
//! (`iskeyword`, `isvarname`), and how any text becomes one
//! (`matlab.lang.makeValidName`). The lexer decides what it parses; this list
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

/// `matlab.lang.makeValidName(text)`: whitespace is removed and a
/// lowercase letter after it becomes uppercase, other invalid characters
/// become `_`, a name not starting with a letter gets an `x` in front, a
/// keyword becomes `xKeyword`, and the result is cut to 63 characters.
pub fn make_valid_name(text: &str) -> String {
    if is_variable_name(text) {
        return text.to_string();
    }
    let mut out = String::new();
    let mut after_space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            // Leading whitespace only goes; it does not capitalise.
            after_space = !out.is_empty();
            continue;
        }
        let c = if after_space && c.is_ascii_lowercase() {
            c.to_ascii_uppercase()
        } else {
            c
        };
        after_space = false;
        out.push(if c.is_ascii_alphanumeric() || c == '_' {
            c
        } else {
            '_'
        });
    }
    if is_keyword(&out) {
        let mut chars = out.chars();
        let first = chars.next().map(|c| c.to_ascii_uppercase());
        out = format!(
            "x{}{}",
            first.map(String::from).unwrap_or_default(),
            chars.as_str()
        );
    } else if !out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out.insert(0, 'x');
    }
    out.chars().take(NAME_LENGTH_MAX).collect()
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

    #[test]
    fn valid_names_follow_make_valid_name() {
        // Examples from the MathWorks matlab.lang.makeValidName page.
        assert_eq!(make_valid_name("Item_#"), "Item__");
        assert_eq!(make_valid_name("1st Place"), "x1stPlace");
        assert_eq!(make_valid_name("for"), "xFor");
        assert_eq!(make_valid_name("my var"), "myVar");
        assert_eq!(make_valid_name("Alpha"), "Alpha");
        assert_eq!(make_valid_name(""), "x");
        assert_eq!(make_valid_name("1a b"), "x1aB");
        assert_eq!(make_valid_name("a-b"), "a_b");
        assert_eq!(make_valid_name(&"a".repeat(70)).len(), 63);
    }
}
