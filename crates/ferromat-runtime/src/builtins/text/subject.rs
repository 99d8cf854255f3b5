//! A text to search: MATLAB's UTF-16 code units, the UTF-8 string the regex
//! engines need, and the map between their positions. Indices that reach
//! the user (`start`, `end`, `tokenExtents`) are in code units, as MATLAB
//! counts characters. This file must not know about patterns or outputs.

/// The text in both encodings. The code units are borrowed: a regexp over
/// a million texts should not copy each one once more.
#[derive(Debug)]
pub struct Subject<'a> {
    units: &'a [u16],
    text: String,
    /// For each UTF-8 byte offset that starts a character (and the end),
    /// the code-unit offset; other bytes hold the offset of their character.
    /// Empty for an all-ASCII text, where a byte offset is its unit offset
    /// (the common case, spared one allocation per text).
    unit_at_byte: Vec<usize>,
}

/// The allocations of a subject, passed from one text to the next.
#[derive(Debug, Default)]
pub struct Buffers(String, Vec<usize>);

impl<'a> Subject<'a> {
    /// Builds the UTF-8 view; an unpaired surrogate becomes U+FFFD, still
    /// one code unit wide, so positions stay exact.
    pub fn new(units: &'a [u16]) -> Subject<'a> {
        Subject::reusing(units, Buffers::default())
    }

    /// [`Subject::new`] writing into the buffers of an earlier subject
    /// ([`Subject::into_buffers`]), so a loop over a million texts does
    /// not allocate per text.
    pub fn reusing(units: &'a [u16], buffers: Buffers) -> Subject<'a> {
        let Buffers(mut text, mut unit_at_byte) = buffers;
        text.clear();
        unit_at_byte.clear();
        if units.iter().all(|&u| u < 0x80) {
            // ASCII: one byte per unit, so a byte offset is a unit offset.
            text.extend(units.iter().map(|&u| char::from(u as u8)));
            return Subject {
                units,
                text,
                unit_at_byte,
            };
        }
        text.reserve(units.len());
        unit_at_byte.reserve(units.len() + 1);
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
            units,
            text,
            unit_at_byte,
        }
    }

    /// The buffers, for the next text's [`Subject::reusing`].
    pub fn into_buffers(self) -> Buffers {
        Buffers(self.text, self.unit_at_byte)
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
        if self.unit_at_byte.is_empty() {
            return byte.min(self.units.len());
        }
        self.unit_at_byte
            .get(byte)
            .copied()
            .unwrap_or(self.units.len())
    }

    /// Code units `from..to` (clamped).
    pub fn units(&self, from: usize, to: usize) -> &'a [u16] {
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
        let lone_units = [0xD800, u16::from(b'x')];
        let lone = Subject::new(&lone_units);
        assert_eq!(lone.unit(lone.text().find('x').unwrap()), 1);
        let ascii: Vec<u16> = "ab".encode_utf16().collect();
        let plain = Subject::new(&ascii);
        assert_eq!((plain.text(), plain.unit(1), plain.unit(9)), ("ab", 1, 2));
    }

    proptest::proptest! {
        /// The ASCII shortcut and the general mapping against a naive
        /// reference: a byte offset's unit offset is the UTF-16 length of
        /// the text before it.
        #[test]
        fn unit_offsets_match_a_naive_count(
            text in "[a-c\u{e9}\u{1F600}]{0,8}",
            before in "[a-c\u{e9}\u{1F600}]{0,8}",
        ) {
            // Built in the buffers of an earlier text, as regexp's loop
            // does: nothing of that text may remain.
            let earlier: Vec<u16> = before.encode_utf16().collect();
            let buffers = Subject::new(&earlier).into_buffers();
            let units: Vec<u16> = text.encode_utf16().collect();
            let subject = Subject::reusing(&units, buffers);
            proptest::prop_assert_eq!(subject.text(), text.as_str());
            for (byte, _) in text.char_indices().chain([(text.len(), ' ')]) {
                let naive = text[..byte].encode_utf16().count();
                proptest::prop_assert_eq!(subject.unit(byte), naive);
            }
            proptest::prop_assert_eq!(subject.unit(text.len() + 3), units.len());
        }
    }
}
