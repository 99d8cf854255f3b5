//! Inline images in the terminal: which image protocol the terminal the
//! REPL writes to speaks (kitty's graphics protocol, iTerm2's inline
//! images or DEC sixel graphics), and the escape sequences that show a PNG
//! with it. Sixel encoding (palette quantization, bands) is the
//! `icy_sixel` crate's; PNG decoding the `png` crate's. This file must not
//! render figures nor decide when they are shown (the REPL does).

/// An inline image protocol a terminal understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// kitty's graphics protocol (`ESC _G ... ESC \`), PNG payload sent in
    /// chunks.
    Kitty,
    /// iTerm2's inline images (`ESC ]1337;File=... BEL`).
    ITerm2,
    /// DEC sixel graphics (`ESC P q ... ESC \`): xterm started with
    /// `-ti vt340`, foot, mlterm, WezTerm, Windows Terminal, ...
    Sixel,
}

/// The environment variable that names the protocol outright (`kitty`,
/// `iterm2`, `sixel`, or `none`), for terminals the other variables do
/// not identify.
pub const OVERRIDE_VARIABLE: &str = "FERROMAT_INLINE_IMAGES";

/// The largest base64 payload of one kitty chunk, as the protocol sets it.
const KITTY_CHUNK: usize = 4096;

/// The protocol the terminal named by these environment values speaks,
/// if any: the one `FERROMAT_INLINE_IMAGES` names; else kitty when `TERM`
/// contains "kitty" or `KITTY_WINDOW_ID` is set, iTerm2 when
/// `TERM_PROGRAM` is "iTerm.app" or `LC_TERMINAL` is "iTerm2", sixel when
/// `TERM` names a sixel terminal (contains "sixel", or starts with "foot",
/// "mlterm" or "yaft") or `TERM_PROGRAM` is "WezTerm".
pub fn detect(var: impl Fn(&str) -> Option<String>) -> Option<Protocol> {
    if let Some(named) = var(OVERRIDE_VARIABLE).filter(|v| !v.is_empty()) {
        return match named.to_ascii_lowercase().as_str() {
            "kitty" => Some(Protocol::Kitty),
            "iterm2" | "iterm" => Some(Protocol::ITerm2),
            "sixel" => Some(Protocol::Sixel),
            _ => None,
        };
    }
    let has = |name: &str| var(name).is_some_and(|v| !v.is_empty());
    if var("TERM").is_some_and(|t| t.contains("kitty")) || has("KITTY_WINDOW_ID") {
        return Some(Protocol::Kitty);
    }
    if var("TERM_PROGRAM").as_deref() == Some("iTerm.app")
        || var("LC_TERMINAL").as_deref() == Some("iTerm2")
    {
        return Some(Protocol::ITerm2);
    }
    let term = var("TERM").unwrap_or_default();
    let sixel_term = term.contains("sixel")
        || ["foot", "mlterm", "yaft"]
            .iter()
            .any(|t| term.starts_with(t));
    if sixel_term || var("TERM_PROGRAM").as_deref() == Some("WezTerm") {
        return Some(Protocol::Sixel);
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

/// The escape sequences that show `png` inline with `protocol`, or why
/// they cannot be made (a PNG that does not decode, for sixel).
///
/// kitty: the base64 payload in chunks of at most 4096 bytes; the first
/// chunk carries the keys `a=T` (transmit and display) and `f=100` (PNG),
/// every chunk but the last `m=1`, the last `m=0`. iTerm2: one `File`
/// sequence with `inline=1` and the file's size in bytes. Sixel: the
/// decoded pixels in at most 256 colours, without dithering (plots are
/// flat colours and sharp lines).
pub fn escape_sequence(protocol: Protocol, png: &[u8]) -> Result<String, String> {
    match protocol {
        Protocol::Kitty => Ok(kitty(&base64(png))),
        Protocol::ITerm2 => Ok(format!(
            "\x1b]1337;File=inline=1;size={}:{}\x07",
            png.len(),
            base64(png)
        )),
        Protocol::Sixel => sixel(png),
    }
}

/// kitty's chunked transmission of a base64 PNG payload.
fn kitty(payload: &str) -> String {
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

/// `png` decoded to RGBA and encoded as one sixel sequence.
fn sixel(png: &[u8]) -> Result<String, String> {
    let (rgba, width, height) = decode_rgba(png)?;
    let too_big = |_| format!("a {width}x{height} image is too large for sixel");
    let width = i32::try_from(width).map_err(too_big)?;
    let height = i32::try_from(height).map_err(too_big)?;
    // The encoder is libsixel's, ported; it is given only images this
    // process rendered, and a panic inside it must not end the REPL.
    std::panic::catch_unwind(|| {
        icy_sixel::sixel_string(
            &rgba,
            width,
            height,
            icy_sixel::PixelFormat::RGBA8888,
            icy_sixel::DiffusionMethod::None,
            icy_sixel::MethodForLargest::Auto,
            icy_sixel::MethodForRep::Auto,
            icy_sixel::Quality::AUTO,
        )
        .map_err(|e| e.to_string())
    })
    .unwrap_or_else(|_| Err("the sixel encoder failed".to_string()))
}

/// The pixels of an 8-bit RGB or RGBA PNG as RGBA, with its size.
fn decode_rgba(png: &[u8]) -> Result<(Vec<u8>, usize, usize), String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
    let mut buffer = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buffer).map_err(|e| e.to_string())?;
    let pixels = &buffer[..frame.buffer_size()];
    let rgba = match frame.color_type {
        png::ColorType::Rgba => pixels.to_vec(),
        png::ColorType::Rgb => pixels
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::Grayscale => pixels.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::GrayscaleAlpha => pixels
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        png::ColorType::Indexed => return Err("indexed PNG after expansion".to_string()),
    };
    Ok((rgba, frame.width as usize, frame.height as usize))
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
        let seq = escape_sequence(Protocol::Kitty, b"foo").unwrap();
        assert_eq!(seq, "\x1b_Ga=T,f=100,m=0;Zm9v\x1b\\");
    }

    #[test]
    fn kitty_chunks_are_4096_bytes_with_m1_until_the_last() {
        // 7000 bytes encode to 9336 base64 bytes: chunks 4096, 4096, 1144.
        let png = vec![7u8; 7000];
        let seq = escape_sequence(Protocol::Kitty, &png).unwrap();
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
        let seq = escape_sequence(Protocol::ITerm2, b"foobar").unwrap();
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
        assert_eq!(detect(env(&[("TERM", "foot")])), Some(Protocol::Sixel));
        assert_eq!(
            detect(env(&[("TERM_PROGRAM", "WezTerm")])),
            Some(Protocol::Sixel)
        );
        assert_eq!(
            detect(env(&[
                ("TERM", "xterm-kitty"),
                (OVERRIDE_VARIABLE, "sixel")
            ])),
            Some(Protocol::Sixel)
        );
        assert_eq!(
            detect(env(&[("TERM", "xterm-kitty"), (OVERRIDE_VARIABLE, "none")])),
            None
        );
    }

    /// A figure rendered to PNG, shown as sixel and decoded again by the
    /// crate's own decoder: same size, and the red line's pixels are red.
    #[test]
    fn sixel_of_a_figure_decodes_to_its_pixels() {
        let mut engine = ferromat_runtime::Engine::new();
        engine
            .eval("figure('Visible','off'); plot([0 1], [0 1], 'r', 'LineWidth', 4); axis off")
            .unwrap();
        let png = engine
            .figure_bytes(1, ferromat_runtime::FigureFormat::Png, Some(20.0))
            .unwrap();
        let (rgba, width, height) = decode_rgba(&png).unwrap();
        let seq = escape_sequence(Protocol::Sixel, &png).unwrap();
        assert!(seq.starts_with("\x1bP"), "a DCS sequence");
        let (decoded, decoded_width, decoded_height) = decode_sixel(&seq);
        assert_eq!((decoded_width, decoded_height), (width, height));
        let red = |p: &[u8]| p[0] > 200 && p[1] < 80 && p[2] < 80;
        let red_before = rgba.chunks_exact(4).filter(|p| red(p)).count();
        let red_after = decoded.chunks_exact(4).filter(|p| red(p)).count();
        assert!(red_before > 20, "the line is drawn: {red_before}");
        // Quantization may move an anti-aliased edge pixel across the
        // threshold; the line itself must stay red.
        let moved = red_before.abs_diff(red_after);
        assert!(
            moved * 10 <= red_before,
            "{red_before} red pixels became {red_after}"
        );
        assert!(escape_sequence(Protocol::Sixel, b"not a png").is_err());
    }

    /// A reference sixel decoder for the test: palette definitions
    /// (`#n;2;r;g;b` in percent), colour selection (`#n`), repeats
    /// (`!count c`), carriage return (`$`) and next band (`-`). Returns
    /// RGBA pixels and the size from the raster attributes (`"1;1;w;h`).
    fn decode_sixel(sequence: &str) -> (Vec<u8>, usize, usize) {
        let body = sequence
            .split_once('q')
            .map(|(_, rest)| rest)
            .expect("a sixel sequence has a q");
        let bytes = body.as_bytes();
        let mut at = 0;
        let number = |at: &mut usize| {
            let start = *at;
            while *at < bytes.len() && bytes[*at].is_ascii_digit() {
                *at += 1;
            }
            body[start..*at].parse::<usize>().unwrap_or(0)
        };
        let (mut width, mut height) = (0, 0);
        if bytes.first() == Some(&b'"') {
            at = 1;
            let mut fields = [0; 4];
            for (k, field) in fields.iter_mut().enumerate() {
                *field = number(&mut at);
                if k < 3 {
                    at += 1;
                }
            }
            (width, height) = (fields[2], fields[3]);
        }
        let mut pixels = vec![0u8; width * height * 4];
        let mut palette = vec![[0u8; 3]; 256];
        let (mut color, mut x, mut band) = (0, 0, 0);
        while at < bytes.len() {
            let byte = bytes[at];
            match byte {
                b'#' => {
                    at += 1;
                    color = number(&mut at);
                    if bytes.get(at) == Some(&b';') {
                        let mut fields = [0; 4];
                        for field in &mut fields {
                            at += 1;
                            *field = number(&mut at);
                        }
                        let percent = |v: usize| (v * 255 + 50) / 100;
                        palette[color] = [
                            percent(fields[1]) as u8,
                            percent(fields[2]) as u8,
                            percent(fields[3]) as u8,
                        ];
                    }
                    continue;
                }
                b'$' => x = 0,
                b'-' => {
                    x = 0;
                    band += 1;
                }
                b'!' | b'?'..=b'~' => {
                    let mut count = 1;
                    let mut sixel = byte;
                    if byte == b'!' {
                        at += 1;
                        count = number(&mut at);
                        sixel = bytes[at];
                    }
                    for _ in 0..count {
                        for bit in 0..6 {
                            let y = band * 6 + bit;
                            if (sixel - b'?') >> bit & 1 == 1 && x < width && y < height {
                                let p = (y * width + x) * 4;
                                pixels[p..p + 3].copy_from_slice(&palette[color]);
                                pixels[p + 3] = 255;
                            }
                        }
                        x += 1;
                    }
                }
                _ => {}
            }
            at += 1;
        }
        (pixels, width, height)
    }
}
