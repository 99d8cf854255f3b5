//! Where printed text goes: the process's standard output or standard
//! error, or a buffer a host program reads back (the Engine's captured
//! output).

use std::io::Write;
use std::sync::{Arc, Mutex};

#[derive(Clone, Debug, Default)]
pub enum OutputSink {
    #[default]
    Stdout,
    /// The process's standard error (`fprintf(2, ...)`).
    Stderr,
    /// Text is appended to the shared buffer.
    Capture(CaptureBuffer),
}

/// Printed text kept for a reader instead of printed: the Engine's captured
/// output and error output, and `evalc`. Copies share one buffer.
#[derive(Clone, Debug, Default)]
pub struct CaptureBuffer(Arc<Mutex<String>>);

impl CaptureBuffer {
    /// A sink that writes into this buffer.
    pub fn sink(&self) -> OutputSink {
        OutputSink::Capture(self.clone())
    }

    /// The text written since the last call.
    pub fn take(&self) -> String {
        std::mem::take(&mut *self.lock())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, String> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// What standard output's current line holds: the text written after the
/// last newline, so that an interactive prompt can be drawn after it
/// (`fprintf('abc')` leaves `abc>> ` on screen, as in MATLAB) instead of
/// over it. Standard output is one per process, and so is this. The flag
/// says the line grew past what is kept.
static STDOUT_LINE: Mutex<(String, bool)> = Mutex::new((String::new(), false));

/// Longest unfinished line kept; a longer one is only known to exist.
const STDOUT_LINE_KEPT: usize = 256;

/// The text on standard output's unfinished last line, emptied: `Some("")`
/// when output ended with a newline or nothing was written, `None` when the
/// line is too long to repeat (the prompt should then start a new line).
pub fn take_stdout_line() -> Option<String> {
    let mut line = STDOUT_LINE.lock().unwrap_or_else(|e| e.into_inner());
    let (text, too_long) = std::mem::take(&mut *line);
    (!too_long).then_some(text)
}

fn note_stdout(text: &str) {
    let mut line = STDOUT_LINE.lock().unwrap_or_else(|e| e.into_inner());
    let (kept, too_long) = &mut *line;
    let tail = match text.rfind(['\n', '\r']) {
        Some(end) => {
            kept.clear();
            *too_long = false;
            &text[end + 1..]
        }
        None => text,
    };
    if *too_long || kept.len() + tail.len() > STDOUT_LINE_KEPT {
        kept.clear();
        *too_long = true;
    } else {
        kept.push_str(tail);
    }
}

impl OutputSink {
    pub fn write(&self, text: &str) {
        match self {
            OutputSink::Stdout => {
                let mut out = std::io::stdout().lock();
                // A closed pipe must not abort the session.
                let _ = out.write_all(text.as_bytes());
                let _ = out.flush();
                note_stdout(text);
            }
            OutputSink::Stderr => {
                let mut out = std::io::stderr().lock();
                let _ = out.write_all(text.as_bytes());
                let _ = out.flush();
            }
            OutputSink::Capture(buffer) => buffer.lock().push_str(text),
        }
    }
}

/// For unit tests: a session whose printed text is kept, and a way to read it.
#[cfg(test)]
pub(crate) mod testing {
    use super::CaptureBuffer;
    use crate::interp::Interpreter;

    /// A new session printing into the returned buffer.
    pub fn capturing_session() -> (Interpreter, CaptureBuffer) {
        let buffer = CaptureBuffer::default();
        let mut interp = Interpreter::new();
        interp.output = buffer.sink();
        (interp, buffer)
    }

    /// The text printed since the last call.
    pub fn take_printed(buffer: &CaptureBuffer) -> String {
        buffer.take()
    }
}
