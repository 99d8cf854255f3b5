//! Variable names for tables: `matlab.lang.makeValidName`'s rules (for
//! headers `readtable` reads), unique names (`x`, `x_1`), and the default
//! names `Var1`, `Var2`, ... . Pure text functions; no values, no errors.

/// MATLAB's longest identifier (`namelengthmax`).
pub const NAME_LENGTH_MAX: usize = 63;

const KEYWORDS: [&str; 20] = [
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

/// Whether `name` is a valid MATLAB identifier.
pub fn is_valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.len() <= NAME_LENGTH_MAX
        && !KEYWORDS.contains(&name)
}

/// `matlab.lang.makeValidName(text)`: whitespace is removed, a lowercase
/// letter after whitespace becomes uppercase, other invalid characters
/// become `_`, a name not starting with a letter gets an `x` in front, a
/// keyword becomes `xKeyword`, and the result is cut to 63 characters.
pub fn make_valid_name(text: &str) -> String {
    if is_valid_name(text) {
        return text.to_string();
    }
    if KEYWORDS.contains(&text) {
        let mut chars = text.chars();
        let first = chars.next().map(|c| c.to_ascii_uppercase());
        return format!(
            "x{}{}",
            first.map(String::from).unwrap_or_default(),
            chars.as_str()
        );
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
    if !out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out.insert(0, 'x');
    }
    out.chars().take(NAME_LENGTH_MAX).collect()
}

/// Makes each name differ from the ones before it by appending `_1`,
/// `_2`, ... as `matlab.lang.makeUniqueStrings` does.
pub fn make_unique(names: &mut [String]) {
    for i in 0..names.len() {
        if !names[..i].contains(&names[i]) {
            continue;
        }
        let base = names[i].clone();
        let mut k = 1;
        loop {
            let candidate = format!("{base}_{k}");
            if !names.contains(&candidate) {
                names[i] = candidate;
                break;
            }
            k += 1;
        }
    }
}

/// `Var1`, `Var2`, ... for `count` variables starting at `first` (1-based).
pub fn default_names(first: usize, count: usize) -> Vec<String> {
    (first..first + count).map(|i| format!("Var{i}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_names_follow_make_valid_name() {
        // Examples from the MathWorks matlab.lang.makeValidName page.
        assert_eq!(make_valid_name("Item_#"), "Item__");
        assert_eq!(make_valid_name("1st Place"), "x1stPlace");
        assert_eq!(make_valid_name("for"), "xFor");
        assert_eq!(make_valid_name("my var"), "myVar");
        assert_eq!(make_valid_name("Alpha"), "Alpha");
        assert_eq!(make_valid_name(""), "x");
        assert_eq!(make_valid_name(&"a".repeat(70)).len(), 63);
        assert!(is_valid_name("x1_"));
        assert!(!is_valid_name("_x"));
        assert!(!is_valid_name("end"));
    }

    #[test]
    fn unique_names_get_suffixes() {
        let mut names: Vec<String> = ["x", "x", "y", "x"].iter().map(|s| s.to_string()).collect();
        make_unique(&mut names);
        assert_eq!(names, ["x", "x_1", "y", "x_2"]);
        assert_eq!(default_names(2, 2), ["Var2", "Var3"]);
    }
}
