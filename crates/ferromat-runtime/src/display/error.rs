//! The text of an uncaught error (DISPLAY.md R6.1, R6.2): an optional
//! `Error using NAME` line, the message, then one `Error in` frame per stack
//! level, innermost first. Parse errors are rendered by the syntax layer.

use crate::error::RuntimeError;

/// The uncaught-error report, every line ending in `\n`.
pub fn render_error(err: &RuntimeError) -> String {
    let mut out = String::new();
    if let Some(function) = &err.function {
        out.push_str(&format!("Error using {function}\n"));
    }
    out.push_str(&err.message);
    out.push('\n');
    for frame in &err.stack {
        out.push('\n');
        if frame.line > 0 {
            out.push_str(&format!("Error in {} (line {})\n", frame.name, frame.line));
        } else {
            out.push_str(&format!("Error in {}\n", frame.name));
        }
        if !frame.source_line.is_empty() {
            out.push_str(&frame.source_line);
            out.push('\n');
        }
    }
    out
}
