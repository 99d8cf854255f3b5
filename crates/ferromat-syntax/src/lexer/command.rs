//! Command syntax (`format long`, `hold on`, `clear x y`): deciding whether a
//! statement-initial identifier starts a command, and splitting the rest of
//! the line into char arguments. Decides on text alone, never on variables.

use super::token::Keyword;

/// After a statement-initial name ending at `after_name`: the offset of the
/// first argument word if the line is command syntax.
///
/// The rule: at least one blank, then a word that does not start with an
/// operator, a bracket, `=` or a block keyword (so `x = 1`, `x -1`, `x (1)`,
/// `x == y` and `if c, x end` stay expressions). Option words (`-dpng`),
/// dotted words (`..`) and statement-starting keywords (`dbstop if error`,
/// `clear global x`) are arguments, so such a line parses even where it
/// never runs.
pub(crate) fn command_start(bytes: &[u8], after_name: usize) -> Option<usize> {
    let mut position = after_name;
    while matches!(bytes.get(position), Some(b' ' | b'\t')) {
        position += 1;
    }
    if position == after_name {
        return None;
    }
    let first = *bytes.get(position)?;
    let next = bytes.get(position + 1).copied().unwrap_or(b'\n');
    // `mex -O file.c`, `print -dpng`: a sign glued to a word is an option
    // word (MATLAB reads `name -word` as a command unless `name` is a
    // variable; `x -1` and `x - y` stay expressions here).
    let option_word = matches!(first, b'-' | b'+') && (next.is_ascii_alphabetic() || next == b'_');
    // `cd ..`, `disp .5`: no expression continues with a dot that starts
    // neither an element-wise operator nor a `...` continuation.
    let dot_word = first == b'.'
        && (next.is_ascii_alphanumeric()
            || (next == b'.' && bytes.get(position + 2) != Some(&b'.')));
    // `cd /tmp`, `load ~/data.mat`, `cd ~`: a slash glued to a name and a
    // tilde that is not `~=` start a path (the same trade-off as option
    // words: `x /y` with `x` a variable is rare and reads as a command in
    // MATLAB too unless `x` is known to be a variable).
    let path_word = (first == b'/'
        && (next.is_ascii_alphanumeric() || matches!(next, b'_' | b'.' | b'~')))
        || (first == b'~' && next != b'=');
    // `format +`: an operator alone before the end of the statement
    // completes no expression, so the line can only be a command.
    let lone_operator_word = matches!(first, b'+' | b'-' | b'*' | b'/' | b'\\' | b'^') && {
        let rest = &bytes[position + 1..];
        let after_blanks = rest.iter().position(|b| !matches!(b, b' ' | b'\t'));
        after_blanks.is_none_or(|k| matches!(rest[k], b'\r' | b'\n' | b';' | b',' | b'%' | b'#'))
    };
    if option_word || dot_word || path_word || lone_operator_word {
        return Some(position);
    }
    let starts_expression = matches!(
        first,
        b'\r'
            | b'\n'
            | b';'
            | b','
            | b'%'
            | b'#'
            | b'='
            | b'('
            | b')'
            | b'['
            | b']'
            | b'{'
            | b'}'
            | b'+'
            | b'-'
            | b'*'
            | b'/'
            | b'\\'
            | b'^'
            | b'.'
            | b'<'
            | b'>'
            | b'&'
            | b'|'
            | b'~'
            | b'!'
            | b':'
            | b'@'
    );
    if starts_expression {
        return None;
    }
    let word_end = bytes[position..]
        .iter()
        .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
        .map_or(bytes.len(), |length| position + length);
    let word = std::str::from_utf8(&bytes[position..word_end]).unwrap_or("");
    // A keyword that continues a block (`if c, x end`, `x else`) ends the
    // statement; one that only starts statements is an argument word
    // (`dbstop if error`, `clear global x`).
    if Keyword::from_word(word).is_some_and(|keyword| {
        !matches!(
            keyword,
            Keyword::Global
                | Keyword::Persistent
                | Keyword::If
                | Keyword::For
                | Keyword::While
                | Keyword::Switch
                | Keyword::Function
        )
    }) {
        return None;
    }
    Some(position)
}

/// Splits command arguments starting at `start`: words separated by blanks,
/// `'...'` quoting (with `''` for a quote) keeps blanks inside a word. The
/// line ends at a newline, or at `,`, `;` or `%` outside quotes. Returns the
/// words and the offset just past the last word.
pub(crate) fn command_words(source: &str, start: usize) -> (Vec<String>, usize) {
    let bytes = source.as_bytes();
    let mut words = Vec::new();
    let mut position = start;
    let mut end = start;
    loop {
        while matches!(bytes.get(position), Some(b' ' | b'\t')) {
            position += 1;
        }
        match bytes.get(position) {
            None | Some(b'\r' | b'\n' | b',' | b';' | b'%' | b'#') => break,
            _ => {}
        }
        let mut word = String::new();
        let mut word_start = position;
        loop {
            match bytes.get(position) {
                None | Some(b' ' | b'\t' | b'\r' | b'\n' | b',' | b';' | b'%' | b'#') => break,
                Some(b'\'') => {
                    word.push_str(source.get(word_start..position).unwrap_or(""));
                    position += 1;
                    loop {
                        match bytes.get(position) {
                            None | Some(b'\r' | b'\n') => break,
                            Some(b'\'') if bytes.get(position + 1) == Some(&b'\'') => {
                                word.push('\'');
                                position += 2;
                            }
                            Some(b'\'') => {
                                position += 1;
                                break;
                            }
                            Some(_) => {
                                let quoted_start = position;
                                while !matches!(
                                    bytes.get(position),
                                    None | Some(b'\'' | b'\r' | b'\n')
                                ) {
                                    position += 1;
                                }
                                word.push_str(source.get(quoted_start..position).unwrap_or(""));
                            }
                        }
                    }
                    word_start = position;
                }
                Some(_) => position += 1,
            }
        }
        word.push_str(source.get(word_start..position).unwrap_or(""));
        words.push(word);
        end = position;
    }
    (words, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_command(line: &str, name_length: usize) -> bool {
        command_start(line.as_bytes(), name_length).is_some()
    }

    #[test]
    fn command_rule() {
        assert!(is_command("format long", 6));
        assert!(is_command("hold\ton", 4));
        assert!(is_command("clear global x", 5));
        assert!(is_command("disp 'hi there'", 4));
        assert!(!is_command("x = 1", 1));
        assert!(!is_command("x -1", 1));
        assert!(!is_command("x (1)", 1));
        assert!(!is_command("x == 2", 1));
        assert!(!is_command("x", 1));
        assert!(!is_command("x % note", 1));
        assert!(!is_command("x end", 1));
        assert!(!is_command("x.y z", 1));
        assert!(is_command("cd /tmp", 2));
        assert!(is_command("cd ~", 2));
        assert!(is_command("load ~/data.mat", 4));
        assert!(!is_command("x / y", 1));
        assert!(!is_command("x ~= y", 1));
        assert!(is_command("format +", 6));
        assert!(is_command("format + ; x", 6));
        assert!(!is_command("x + ...", 1));
        assert!(!is_command("x + 1", 1));
    }

    #[test]
    fn splits_words_and_quotes() {
        let line = "clear x y; z";
        assert_eq!(command_words(line, 6), (vec!["x".into(), "y".into()], 9));
        let quoted = "disp 'it''s ok' b%c";
        let (words, end) = command_words(quoted, 5);
        assert_eq!(words, vec!["it's ok".to_string(), "b".to_string()]);
        assert_eq!(end, 17);
        let open = "disp 'abc";
        assert_eq!(command_words(open, 5).0, vec!["abc".to_string()]);
    }
}
