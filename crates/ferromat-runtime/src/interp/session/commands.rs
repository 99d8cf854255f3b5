//! The REPL's session command `help`: help text from the builtin registry,
//! installed reference pages and `.m` file comments (folder listings are
//! the files family's `dir`/`ls`). It must not touch the terminal; the
//! text goes to the session's output.

use super::{one_value, text_arg};
use crate::builtins::{self, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// Builtin reference pages (name, Markdown text), installed once by the host;
/// the `ferromat` binary embeds `docs/reference/*.md` at compile time.
static REFERENCE_PAGES: std::sync::OnceLock<&'static [(&'static str, &'static str)]> =
    std::sync::OnceLock::new();

impl Interpreter {
    /// Installs the reference pages that `help NAME` prints. The pages are
    /// static documentation, so they are process-wide and set once; returns
    /// false if pages were already installed.
    pub fn install_reference_pages(pages: &'static [(&'static str, &'static str)]) -> bool {
        REFERENCE_PAGES.set(pages).is_ok()
    }

    /// `help` lists every function with its summary; `help NAME` prints the
    /// reference page, the summary, or a `.m` file's leading comments.
    pub(super) fn help(&mut self, args: &[Value], nargout: usize) -> Result<Outputs> {
        let text = match args.first() {
            None => help_topics(),
            Some(arg) => {
                let name = text_arg(Some(arg), "help")?;
                self.help_text(&name)
            }
        };
        if nargout > 0 {
            return Ok(one_value(Value::char_row(&text)));
        }
        self.print(&text);
        Ok(Outputs::new())
    }

    fn help_text(&mut self, name: &str) -> String {
        if let Some(function) = self.host_functions.get(name) {
            return function.help_text();
        }
        let summary = builtins::lookup(name).map(|def| def.summary);
        let page = REFERENCE_PAGES
            .get()
            .and_then(|pages| pages.iter().find(|(page, _)| *page == name))
            .map(|(_, text)| *text);
        match (summary, page) {
            (Some(summary), Some(page)) => {
                format!(" {name} - {summary}\n\n{}", render_page(name, page))
            }
            (None, Some(page)) => render_page(name, page),
            (Some(summary), None) => format!(" {name} - {summary}\n\n"),
            (None, None) => match self.units.find(name, &self.search_folders()) {
                Some(path) => file_help(name, &path),
                None => format!("{name} not found.\n\n"),
            },
        }
    }
}

/// Every builtin with its summary, sorted by name.
fn help_topics() -> String {
    let topics: Vec<(&str, &str)> = builtins::BUILTINS
        .iter()
        .map(|def| (def.name, def.summary))
        .collect();
    let width = topics.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    let mut text = String::from("Functions (type \"help NAME\" for details):\n\n");
    for (name, summary) in topics {
        text.push_str(&format!("  {name:<width$} - {summary}\n"));
    }
    text.push('\n');
    text
}

/// A Markdown reference page as Command Window text: code fences dropped,
/// headings unmarked, the body indented; a first heading that only repeats
/// the name is left out.
fn render_page(name: &str, page: &str) -> String {
    let mut text = String::new();
    let mut first_heading = true;
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            continue;
        }
        if let Some(heading) = line.strip_prefix('#') {
            let heading = heading.trim_start_matches('#').trim();
            let repeats_name = first_heading && heading.trim_matches('`') == name;
            first_heading = false;
            if !repeats_name {
                text.push_str(&format!("  {heading}\n"));
            }
            continue;
        }
        if line.trim().is_empty() {
            text.push('\n');
        } else {
            text.push_str(&format!("    {line}\n"));
        }
    }
    let mut text = text.trim_start_matches('\n').trim_end().to_string();
    text.push_str("\n\n");
    text
}

/// The help of a `.m` file: its first block of `%` comment lines, after an
/// optional `function` line, with the `%` removed, as MATLAB shows it.
fn file_help(name: &str, path: &std::path::Path) -> String {
    let Ok(source) = std::fs::read_to_string(path) else {
        return format!("{name} not found.\n\n");
    };
    let mut lines = source
        .lines()
        .map(str::trim_start)
        .skip_while(|line| line.is_empty())
        .peekable();
    if lines
        .peek()
        .is_some_and(|line| line.starts_with("function"))
    {
        lines.next();
    }
    let comments: Vec<&str> = lines.map_while(|line| line.strip_prefix('%')).collect();
    if comments.is_empty() {
        return format!("No help found for {name}.m.\n\n");
    }
    format!("{}\n\n", comments.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_lists_every_row_with_its_summary() {
        let topics = help_topics();
        // Names are padded to the longest topic, which grows with the table.
        assert!(topics.lines().any(|line| line.starts_with("  whos ")
            && line.ends_with(" - List variables in the workspace, with sizes and types")));
    }

    #[test]
    fn help_prints_pages_summaries_and_file_comments() {
        let mut interp = Interpreter::new();
        assert_eq!(
            interp.help_text("who"),
            " who - List variables in the workspace\n\n"
        );
        assert_eq!(
            interp.help_text("no_such_thing"),
            "no_such_thing not found.\n\n"
        );
        let page = "# cd\n\nChange folder.\n\n## Syntax\n\n```matlab\ncd newFolder\n```\n";
        assert_eq!(
            render_page("cd", page),
            "    Change folder.\n\n  Syntax\n\n    cd newFolder\n\n"
        );
        let folder = std::env::temp_dir().join(format!("ferromat-help-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let file = folder.join("addme.m");
        std::fs::write(
            &file,
            "function c = addme(a, b)\n%ADDME  Add two values.\n%   c = addme(a, b)\nc = a + b;\n",
        )
        .unwrap();
        assert_eq!(
            file_help("addme", &file),
            "ADDME  Add two values.\n   c = addme(a, b)\n\n"
        );
        std::fs::write(&file, "x = 1;\n").unwrap();
        assert_eq!(file_help("addme", &file), "No help found for addme.m.\n\n");
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn installed_reference_pages_are_shown_by_help() {
        static PAGES: &[(&str, &str)] = &[("whos", "# whos\n\nPrints a table.\n")];
        // The only test that installs pages; they are installed once.
        assert!(Interpreter::install_reference_pages(PAGES));
        assert!(!Interpreter::install_reference_pages(&[]));
        let mut interp = Interpreter::new();
        assert_eq!(
            interp.help_text("whos"),
            " whos - List variables in the workspace, with sizes and types\n\n    Prints a table.\n\n"
        );
        let text = interp.help(&[Value::char_row("who")], 1).unwrap();
        assert_eq!(
            text.first().and_then(Value::as_text).as_deref(),
            Some(" who - List variables in the workspace\n\n")
        );
    }
}
