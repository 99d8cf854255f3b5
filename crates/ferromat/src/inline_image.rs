//! Inline images in the terminal: which image protocol the terminal the
//! REPL writes to speaks (kitty's graphics protocol or iTerm2's inline
//! images), and the escape sequences that show a PNG with it. This file
//! must not render figures nor decide when they are shown (the REPL does).

/// An inline image protocol a terminal understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// kitty's graphics protocol (`ESC _G ... ESC \`), PNG payload sent in
    /// chunks.
    Kitty,
    /// iTerm2's inline images (`ESC ]1337;File=... BEL`).
    ITerm2,
}

/// The largest base64 payload of one kitty chunk, as the protocol sets it.
const KITTY_CHUNK: usize = 4096;

/// The protocol the terminal named by these environment values speaks,
/// if any: kitty when `TERM` contains "kitty" or `KITTY_WINDOW_ID` is set,
/// iTerm2 when `TERM_PROGRAM` is "iTerm.app" or `LC_TERMINAL` is "iTerm2".
pub fn detect(var: impl Fn(&str) -> Option<String>) -> Option<Protocol> {
    let has = |name: &str| var(name).is_some_and(|v| !v.is_empty());
    if var("TERM").is_some_and(|t| t.contains("kitty")) || has("KITTY_WINDOW_ID") {
        return Some(Protocol::Kitty);
    }
    if var("TERM_PROGRAM").as_deref() == Some("iTerm.app")
        || var("LC_TERMINAL").as_deref() == Some("iTerm2")
    {
        return Some(Protocol::ITerm2);
    }
    None
}

/// The protocol of this process's terminal, when standard output is one.
pub fn terminal_protocol() -> Option<Protocol> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return None;
    }
    detect(|name| std::env::var(name).ok())
}

/// Standard base64 (RFC 4648, with padding): the protocols' payload
/// encoding. The workspace has no base64 crate, and this is all it needs.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for group in bytes.chunks(3) {
        let b = [
            group[0],
            group.get(1).copied().unwrap_or(0),
            group.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= group.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * k)) as usize & 63]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The escape sequences that show `png` inline with `protocol`.
///
/// kitty: the base64 payload in chunks of at most 4096 bytes; the first
/// chunk carries the keys `a=T` (transmit and display) and `f=100` (PNG),
/// every chunk but the last `m=1`, the last `m=0`. iTerm2: one `File`
/// sequence with `inline=1` and the file's size in bytes.
pub fn escape_sequence(protocol: Protocol, png: &[u8]) -> String {
    let payload = base64(png);
    match protocol {
        Protocol::Kitty => {
            let chunks: Vec<&str> = payload
                .as_bytes()
                .chunks(KITTY_CHUNK)
                .map(|c| std::str::from_utf8(c).unwrap_or_default())
                .collect();
            let count = chunks.len().max(1);
            let mut out = String::with_capacity(payload.len() + count * 24);
            for k in 0..count {
                let chunk = chunks.get(k).copied().unwrap_or_default();
                let more = u8::from(k + 1 < count);
                if k == 0 {
                    out.push_str(&format!("\x1b_Ga=T,f=100,m={more};{chunk}\x1b\\"));
                } else {
                    out.push_str(&format!("\x1b_Gm={more};{chunk}\x1b\\"));
                }
            }
            out
        }
        Protocol::ITerm2 => format!("\x1b]1337;File=inline=1;size={}:{payload}\x07", png.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_rfc_4648_test_vectors() {
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in cases {
            assert_eq!(base64(plain.as_bytes()), encoded);
        }
        assert_eq!(base64(&[0xfb, 0xff]), "+/8=");
    }

    #[test]
    fn kitty_sends_one_chunk_for_a_small_image() {
        let seq = escape_sequence(Protocol::Kitty, b"foo");
        assert_eq!(seq, "\x1b_Ga=T,f=100,m=0;Zm9v\x1b\\");
    }

    #[test]
    fn kitty_chunks_are_4096_bytes_with_m1_until_the_last() {
        // 7000 bytes encode to 9336 base64 bytes: chunks 4096, 4096, 1144.
        let png = vec![7u8; 7000];
        let seq = escape_sequence(Protocol::Kitty, &png);
        let parts: Vec<&str> = seq.split("\x1b\\").filter(|p| !p.is_empty()).collect();
        assert_eq!(parts.len(), 3);
        let (control, data): (Vec<&str>, Vec<&str>) = parts
            .iter()
            .map(|p| {
                let body = p.strip_prefix("\x1b_G").expect("APC start");
                body.split_once(';').expect("control;payload")
            })
            .unzip();
        assert_eq!(control, vec!["a=T,f=100,m=1", "m=1", "m=0"]);
        assert_eq!(
            data.iter().map(|d| d.len()).collect::<Vec<_>>(),
            vec![4096, 4096, 1144]
        );
        assert_eq!(data.concat(), base64(&png));
    }

    #[test]
    fn iterm2_sends_one_file_sequence_with_the_size() {
        let seq = escape_sequence(Protocol::ITerm2, b"foobar");
        assert_eq!(seq, "\x1b]1337;File=inline=1;size=6:Zm9vYmFy\x07");
    }

    #[test]
    fn terminals_are_told_apart_by_their_environment() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            detect(env(&[("TERM", "xterm-kitty")])),
            Some(Protocol::Kitty)
        );
        assert_eq!(
            detect(env(&[("KITTY_WINDOW_ID", "1")])),
            Some(Protocol::Kitty)
        );
        assert_eq!(
            detect(env(&[("TERM_PROGRAM", "iTerm.app")])),
            Some(Protocol::ITerm2)
        );
        assert_eq!(
            detect(env(&[("LC_TERMINAL", "iTerm2")])),
            Some(Protocol::ITerm2)
        );
        assert_eq!(detect(env(&[("TERM", "xterm-256color")])), None);
    }
}
