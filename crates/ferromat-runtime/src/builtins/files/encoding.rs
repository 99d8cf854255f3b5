//! The character encodings `fopen` accepts (UTF-8, ISO-8859-1, US-ASCII,
//! windows-1252): their names, and conversion between a file's bytes and
//! MATLAB's UTF-16 char data. Four small single-byte tables and the
//! standard library's UTF-8 cover them, so no encoding crate is needed.
//! It must not do file I/O.

use crate::error::{Result, RuntimeError};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Latin1,
    Ascii,
    Windows1252,
}

/// windows-1252's characters for bytes 0x80..=0x9F (0 where undefined:
/// those bytes map to the same-numbered control character, as in Latin-1).
const WINDOWS_1252_HIGH: [u16; 32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
];

/// What a character that the encoding cannot hold is written as.
const SUBSTITUTE: u8 = b'?';

impl Encoding {
    /// The encoding called `name` (case and punctuation as MATLAB accepts).
    pub fn named(name: &str) -> Result<Encoding> {
        let key: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        Ok(match key.as_str() {
            "utf8" | "" | "system" => Encoding::Utf8,
            "latin1" | "iso88591" => Encoding::Latin1,
            "usascii" | "ascii" => Encoding::Ascii,
            "windows1252" | "cp1252" => Encoding::Windows1252,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:iofun:UnsupportedEncoding",
                    format!("The encoding '{name}' is not supported. Use 'UTF-8', 'ISO-8859-1', 'US-ASCII' or 'windows-1252'."),
                ))
            }
        })
    }

    /// The standard name `fopen(fid)` reports.
    pub fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "UTF-8",
            Encoding::Latin1 => "ISO-8859-1",
            Encoding::Ascii => "US-ASCII",
            Encoding::Windows1252 => "windows-1252",
        }
    }

    /// Text bytes as UTF-16 char data; invalid UTF-8 becomes U+FFFD.
    pub fn decode(self, bytes: &[u8]) -> Vec<u16> {
        match self {
            Encoding::Utf8 => String::from_utf8_lossy(bytes).encode_utf16().collect(),
            Encoding::Latin1 | Encoding::Ascii => bytes.iter().map(|&b| u16::from(b)).collect(),
            Encoding::Windows1252 => bytes
                .iter()
                .map(|&b| match b {
                    0x80..=0x9F => match WINDOWS_1252_HIGH[usize::from(b - 0x80)] {
                        0 => u16::from(b),
                        c => c,
                    },
                    _ => u16::from(b),
                })
                .collect(),
        }
    }

    /// The text of a `.m` file: a UTF-8 byte-order mark is skipped, and a
    /// file that is not valid UTF-8 (older code with windows-1252 comments)
    /// is read as windows-1252 rather than refused.
    pub fn decode_source(bytes: &[u8]) -> String {
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        match std::str::from_utf8(bytes) {
            Ok(text) => text.to_string(),
            Err(_) => String::from_utf16_lossy(&Encoding::Windows1252.decode(bytes)),
        }
    }

    /// UTF-16 char data as text bytes; characters the encoding cannot hold
    /// become `?`.
    pub fn encode(self, units: &[u16]) -> Vec<u8> {
        match self {
            Encoding::Utf8 => String::from_utf16_lossy(units).into_bytes(),
            Encoding::Latin1 => units
                .iter()
                .map(|&u| u8::try_from(u).unwrap_or(SUBSTITUTE))
                .collect(),
            Encoding::Ascii => units
                .iter()
                .map(|&u| {
                    u8::try_from(u)
                        .ok()
                        .filter(u8::is_ascii)
                        .unwrap_or(SUBSTITUTE)
                })
                .collect(),
            Encoding::Windows1252 => units
                .iter()
                .map(|&u| match u {
                    0x80..=0x9F => SUBSTITUTE,
                    _ => match u8::try_from(u) {
                        Ok(b) => b,
                        Err(_) => WINDOWS_1252_HIGH
                            .iter()
                            .position(|&c| c == u)
                            .map_or(SUBSTITUTE, |i| 0x80 + i as u8),
                    },
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_round_trips() {
        assert_eq!(Encoding::named("ISO-8859-1").unwrap(), Encoding::Latin1);
        assert_eq!(Encoding::named("latin1").unwrap(), Encoding::Latin1);
        assert_eq!(Encoding::named("utf-8").unwrap().name(), "UTF-8");
        assert!(Encoding::named("klingon").is_err());
        let text: Vec<u16> = "café €".encode_utf16().collect();
        for encoding in [Encoding::Utf8, Encoding::Windows1252] {
            assert_eq!(encoding.decode(&encoding.encode(&text)), text);
        }
        assert_eq!(Encoding::Latin1.encode(&text), b"caf\xe9 ?");
        assert_eq!(Encoding::Ascii.encode(&text), b"caf? ?");
        assert_eq!(Encoding::Windows1252.encode(&text)[5], 0x80);
    }
}
