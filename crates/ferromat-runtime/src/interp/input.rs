//! Where `input` and `keyboard` read the user's lines: the process's
//! standard input (a terminal, or a pipe in a batch run), or a function
//! the host provides (`Engine::set_input_reader`). This file must not
//! evaluate what it reads.

use std::io::{BufRead, Read};
use std::sync::Arc;

use super::output::OutputSink;

/// A host's line reader: given the prompt, the next line without its line
/// end, or `None` at the end of input.
pub type LineReader = Arc<dyn Fn(&str) -> Option<String> + Send + Sync>;

#[derive(Clone, Default)]
pub enum InputSource {
    /// The prompt goes to the session's output, the line comes from the
    /// process's standard input.
    #[default]
    Stdin,
    Host(LineReader),
}

impl std::fmt::Debug for InputSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InputSource::Stdin => f.write_str("Stdin"),
            InputSource::Host(_) => f.write_str("Host"),
        }
    }
}

/// Longest line read from standard input; a longer one is cut there, so
/// a stream without line ends cannot grow memory without bound.
const MAX_LINE_BYTES: u64 = 1 << 20;

impl InputSource {
    /// Shows `prompt` and reads one line; `None` at the end of input.
    pub fn read_line(&self, prompt: &str, output: &OutputSink) -> Option<String> {
        match self {
            InputSource::Stdin => {
                output.write(prompt);
                let mut line = Vec::new();
                let read = std::io::stdin()
                    .lock()
                    .take(MAX_LINE_BYTES)
                    .read_until(b'\n', &mut line)
                    .ok()?;
                if read == 0 {
                    return None;
                }
                let text = String::from_utf8_lossy(&line);
                Some(text.trim_end_matches(['\n', '\r']).to_string())
            }
            InputSource::Host(reader) => reader(prompt),
        }
    }
}
