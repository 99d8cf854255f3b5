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
    Capture(Arc<Mutex<String>>),
}

impl OutputSink {
    pub fn write(&self, text: &str) {
        match self {
            OutputSink::Stdout => {
                let mut out = std::io::stdout().lock();
                // A closed pipe must not abort the session.
                let _ = out.write_all(text.as_bytes());
                let _ = out.flush();
            }
            OutputSink::Stderr => {
                let mut out = std::io::stderr().lock();
                let _ = out.write_all(text.as_bytes());
                let _ = out.flush();
            }
            OutputSink::Capture(buffer) => {
                let mut buffer = buffer.lock().unwrap_or_else(|e| e.into_inner());
                buffer.push_str(text);
            }
        }
    }
}

/// For unit tests: a session whose printed text is kept, and a way to read it.
#[cfg(test)]
pub(crate) mod testing {
    use std::sync::{Arc, Mutex};

    use super::OutputSink;
    use crate::interp::Interpreter;

    /// A new session printing into the returned buffer.
    pub fn capturing_session() -> (Interpreter, Arc<Mutex<String>>) {
        let buffer = Arc::new(Mutex::new(String::new()));
        let mut interp = Interpreter::new();
        interp.output = OutputSink::Capture(buffer.clone());
        (interp, buffer)
    }

    /// The text printed since the last call.
    pub fn take_printed(buffer: &Arc<Mutex<String>>) -> String {
        let mut text = buffer.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut *text)
    }
}
