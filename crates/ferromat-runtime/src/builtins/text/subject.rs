//! A text to search: MATLAB's UTF-16 code units, the UTF-8 string the regex
//! engines need, and the map between their positions. Indices that reach
//! the user (`start`, `end`, `tokenExtents`) are in code units, as MATLAB
//! counts characters. This file must not know about patterns or outputs.

/// The text in both encodings.
#[derive(Debug)]
pub struct Subject {
    units: Vec<u16>,
    text: String,
    /// For each UTF-8 byte offset that starts a character (and the end),
    /// the code-unit offset; other bytes hold the offset of their character.
    unit_at_byte: Vec<usize>,
}

impl Subject {
    /// Builds the UTF-8 view; an unpaired surrogate becomes U+FFFD, still
    /// one code unit wide, so positions stay exact.
    pub fn new(units: &[u16]) -> Subject {
        let mut text = String::with_capacity(units.len());
        let mut unit_at_byte = Vec::with_capacity(units.len() + 1);
        let mut unit = 0;
        for decoded in char::decode_utf16(units.iter().copied()) {
            let (ch, width) = match decoded {
                Ok(ch) => (ch, ch.len_utf16()),
                Err(_) => (char::REPLACEMENT_CHARACTER, 1),
            };
            for _ in 0..ch.len_utf8() {
                unit_at_byte.push(unit);
            }
            text.push(ch);
            unit += width;
        }
        unit_at_byte.push(unit);
        Subject {
            units: units.to_vec(),
            text,
            unit_at_byte,
        }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Number of code units.
    pub fn unit_count(&self) -> usize {
        self.units.len()
    }

    /// The code-unit offset of a byte offset.
    pub fn unit(&self, byte: usize) -> usize {
        self.unit_at_byte
            .get(byte)
            .copied()
            .unwrap_or(self.units.len())
    }

    /// Code units `from..to` (clamped).
    pub fn units(&self, from: usize, to: usize) -> &[u16] {
        let to = to.min(self.units.len());
        self.units.get(from.min(to)..to).unwrap_or(&[])
    }

    pub fn slice_string(&self, from: usize, to: usize) -> String {
        String::from_utf16_lossy(self.units(from, to))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_code_units() {
        let units: Vec<u16> = "aé😀b".encode_utf16().collect();
        let s = Subject::new(&units);
        assert_eq!(s.unit_count(), 5);
        let b = s.text().find('b').unwrap();
        assert_eq!(s.unit(b), 4);
        assert_eq!(s.unit(s.text().len()), 5);
        let lone = Subject::new(&[0xD800, u16::from(b'x')]);
        assert_eq!(lone.unit(lone.text().find('x').unwrap()), 1);
    }
}
