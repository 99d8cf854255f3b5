//! Code units: one parsed source (a script file, a function file, or text
//! typed at the prompt) with its lowered functions, and the cache that finds
//! `.m` files on the search path and reloads them when they change on disk.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::SystemTime;

use ferromat_syntax::{self as syntax, LineIndex, Program, Span};

use super::ir::{Block, Slot};
use super::lower::lower_block;
use super::workspace::NameTable;
use crate::error::{ParseDetail, Result, RuntimeError, SourceLocation};

/// A parsed source and its functions.
#[derive(Debug)]
pub struct CodeUnit {
    /// File name without `.m`; empty for prompt input.
    pub name: String,
    pub path: Option<PathBuf>,
    pub source: Arc<str>,
    pub lines: LineIndex,
    pub program: Program,
    /// Every function defined in the unit, by name; for a function file the
    /// first one is the main function.
    pub functions: HashMap<String, Arc<UserFunction>>,
    pub main_function: Option<Arc<UserFunction>>,
    /// Names of the `.m` files in the `private` folder beside this file,
    /// read when it is parsed: they win over builtins inside this unit, so
    /// its call sites are not bound to a builtin of the same name.
    pub private_names: HashSet<String>,
    /// For `eval` text: the unit of the code that called `eval`, whose
    /// local functions the text calls as its caller would (MATLAB
    /// resolves names in eval'd code in the calling file's scope).
    pub enclosing: Option<Arc<CodeUnit>>,
}

/// The functions of the `private` folder a file at `path` sees: the one
/// beside it, or its own folder when that is a `private` folder.
pub(super) fn private_folder(path: &Path) -> Option<PathBuf> {
    let folder = path.parent()?;
    Some(if folder.file_name().is_some_and(|n| n == "private") {
        folder.to_path_buf()
    } else {
        folder.join("private")
    })
}

fn private_names(path: Option<&PathBuf>) -> HashSet<String> {
    let Some(folder) = path.and_then(|p| private_folder(p)) else {
        return HashSet::new();
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return HashSet::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            Some(name.strip_suffix(".m")?.to_string())
        })
        .collect()
}

/// A lowered user function.
#[derive(Debug)]
pub struct UserFunction {
    pub name: String,
    /// Slots of the named inputs (`None` for `~`), without `varargin`.
    pub params: Vec<Option<Slot>>,
    pub varargin: Option<Slot>,
    /// Slots of the named outputs, without `varargout`.
    pub outputs: Vec<Slot>,
    pub varargout: Option<Slot>,
    pub body: Block,
    pub names: Arc<NameTable>,
    pub span: Span,
    /// Shared variables when the function is or has a nested function.
    pub nesting: Option<super::nested::Nesting>,
    /// Its body mentions `inputname`, so its calls keep the argument
    /// names the call site recorded.
    pub uses_inputname: bool,
    /// `file` or `file>local` as `Error in` lines name its calls, made on
    /// the first call (it depends on the unit the function belongs to).
    pub frame_name: OnceLock<Arc<str>>,
}

impl UserFunction {
    fn lower(
        function: &syntax::Function,
        source: &Arc<str>,
        locals: &dyn Fn(&str) -> bool,
    ) -> UserFunction {
        let mut names = NameTable::default();
        let mut params: Vec<Option<Slot>> = function
            .params
            .iter()
            .map(|p| p.as_ref().map(|p| names.slot(&p.name)))
            .collect();
        let varargin = match function.params.last() {
            Some(Some(p)) if p.name == "varargin" => params.pop().flatten(),
            _ => None,
        };
        let mut outputs: Vec<Slot> = function
            .outputs
            .iter()
            .map(|o| names.slot(&o.name))
            .collect();
        let varargout = match function.outputs.last() {
            Some(o) if o.name == "varargout" => outputs.pop(),
            _ => None,
        };
        let body = lower_block(&function.body, &mut names, source, Some(locals));
        let uses_inputname = names.get("inputname").is_some();
        UserFunction {
            name: function.name.name.clone(),
            params,
            varargin,
            outputs,
            varargout,
            body,
            names: Arc::new(names),
            span: function.span,
            nesting: None,
            uses_inputname,
            frame_name: OnceLock::new(),
        }
    }

    /// Most inputs the function accepts (`usize::MAX` with varargin).
    pub fn max_inputs(&self) -> usize {
        if self.varargin.is_some() {
            usize::MAX
        } else {
            self.params.len()
        }
    }
}

/// The names of `function` and of every function nested in it.
fn collect_names(function: &syntax::Function, out: &mut HashSet<String>) {
    out.insert(function.name.name.clone());
    for nested in &function.nested {
        collect_names(nested, out);
    }
}

impl CodeUnit {
    /// Parses prompt input or `eval` text.
    pub fn parse_text(source: &str) -> Result<CodeUnit> {
        CodeUnit::build(String::new(), None, Arc::from(source))
    }

    fn build(name: String, path: Option<PathBuf>, source: Arc<str>) -> Result<CodeUnit> {
        let file_label = path.as_ref().map(|_| format!("{name}.m"));
        let program = syntax::parse(&source).map_err(|e| {
            let index = LineIndex::new(&source);
            let (line, column) = index.line_col(&source, e.span.start as usize);
            let mut error =
                RuntimeError::new("MATLAB:parse", e.render(&source, file_label.as_deref()))
                    .at(SourceLocation::new(line, column));
            error.parse = Some(Box::new(ParseDetail {
                message: e.message.clone(),
                incomplete: e.incomplete,
            }));
            error
        })?;
        let mut local_names = HashSet::new();
        for function in &program.functions {
            collect_names(function, &mut local_names);
        }
        let private_names = private_names(path.as_ref());
        let is_local = |name: &str| local_names.contains(name) || private_names.contains(name);
        let lower = |f: &syntax::Function| UserFunction::lower(f, &source, &is_local);
        let mut functions: HashMap<String, Arc<UserFunction>> = HashMap::new();
        for function in &program.functions {
            for lowered in super::nested::lower_tree(function, &lower) {
                // A top-level function keeps its name over a nested one.
                functions
                    .entry(lowered.name.clone())
                    .or_insert_with(|| Arc::new(lowered));
            }
        }
        let main_function = if program.is_function_file() {
            program
                .functions
                .first()
                .and_then(|f| functions.get(&f.name.name).cloned())
        } else {
            None
        };
        Ok(CodeUnit {
            name,
            lines: LineIndex::new(&source),
            path,
            source,
            program,
            functions,
            main_function,
            private_names,
            enclosing: None,
        })
    }

    /// Parses `eval` text run from code of `caller`, whose local and
    /// private functions the text sees.
    pub fn parse_eval_text(source: &str, caller: Option<Arc<CodeUnit>>) -> Result<CodeUnit> {
        let mut unit = CodeUnit::parse_text(source)?;
        unit.enclosing = caller;
        Ok(unit)
    }

    /// Local function `name` as code of `unit` sees it, with the unit that
    /// defines it: `unit`'s own, else (for `eval` text) its caller's.
    pub fn local_function(
        unit: &Arc<CodeUnit>,
        name: &str,
    ) -> Option<(Arc<CodeUnit>, Arc<UserFunction>)> {
        match unit.functions.get(name) {
            Some(function) => Some((unit.clone(), function.clone())),
            None => CodeUnit::local_function(unit.enclosing.as_ref()?, name),
        }
    }

    /// Whether `name` is a local or private function for code of this
    /// unit, so that a call site must not be bound to a builtin early.
    pub fn sees_local(&self, name: &str) -> bool {
        self.functions.contains_key(name)
            || self.private_names.contains(name)
            || self
                .enclosing
                .as_ref()
                .is_some_and(|outer| outer.sees_local(name))
    }

    /// 1-based line and column where `span` starts.
    pub fn location_of(&self, span: Span) -> SourceLocation {
        let (line, column) = self.lines.line_col(&self.source, span.start as usize);
        SourceLocation::new(line, column)
    }

    /// 1-based line of a byte offset.
    pub fn line_of(&self, span: Span) -> usize {
        self.lines.line_col(&self.source, span.start as usize).0
    }

    pub fn line_text(&self, line: usize) -> &str {
        self.lines.line_text(&self.source, line)
    }
}

/// Parsed files by path (reloaded when their modification time changes) and
/// name-to-file lookups on the search path.
///
/// A function called in a loop must cost about what a builtin call costs,
/// so a resolved name is trusted without touching the disk until the next
/// top-level command (prompt input, script run, engine call) starts, when
/// every file is checked again; a changed path forgets everything at once.
#[derive(Default)]
pub struct UnitCache {
    files: HashMap<PathBuf, (Option<SystemTime>, Arc<CodeUnit>)>,
    lookups: HashMap<String, PathBuf>,
    /// Resolved names with the command generation they were checked in.
    resolved: HashMap<String, (u64, PathBuf, Arc<CodeUnit>)>,
    generation: u64,
}

impl UnitCache {
    /// A new top-level command starts: files may have changed since the
    /// last one, so resolved names are checked again when next used.
    pub fn new_command(&mut self) {
        self.generation += 1;
    }

    /// The file `name.m` on `folders()` and its parsed unit. Checked against
    /// the disk once per command; `None` when no such file exists.
    pub fn resolve(
        &mut self,
        name: &str,
        folders: impl FnOnce() -> Vec<PathBuf>,
    ) -> Option<Result<(PathBuf, Arc<CodeUnit>)>> {
        if let Some((generation, path, unit)) = self.resolved.get(name) {
            if *generation == self.generation {
                return Some(Ok((path.clone(), unit.clone())));
            }
        }
        let path = self.find(name, &folders())?;
        let unit = match self.load(&path) {
            Ok(unit) => unit,
            Err(error) => return Some(Err(error)),
        };
        self.resolved.insert(
            name.to_string(),
            (self.generation, path.clone(), unit.clone()),
        );
        Some(Ok((path, unit)))
    }

    /// The parsed unit of `path`, reparsed only when the file changed.
    pub fn load(&mut self, path: &Path) -> Result<Arc<CodeUnit>> {
        let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
        if let Some((stamp, unit)) = self.files.get(path) {
            if *stamp == modified && modified.is_some() {
                return Ok(unit.clone());
            }
        }
        let bytes = std::fs::read(path).map_err(|e| {
            RuntimeError::new(
                "MATLAB:run:FileNotFound",
                format!("Unable to read file '{}': {e}.", path.display()),
            )
        })?;
        let source = crate::builtins::files::encoding::Encoding::decode_source(&bytes);
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let unit = Arc::new(CodeUnit::build(
            name,
            Some(path.to_path_buf()),
            Arc::from(source.as_str()),
        )?);
        self.files
            .insert(path.to_path_buf(), (modified, unit.clone()));
        Ok(unit)
    }

    /// The file `name.m` in the first folder that has it.
    pub fn find(&mut self, name: &str, folders: &[PathBuf]) -> Option<PathBuf> {
        // Only hits are cached: a file created later must still be found.
        if let Some(found) = self.lookups.get(name) {
            if found.is_file() {
                return Some(found.clone());
            }
        }
        let found = folders
            .iter()
            .map(|folder| folder.join(format!("{name}.m")))
            .find(|candidate| candidate.is_file())?;
        self.lookups.insert(name.to_string(), found.clone());
        Some(found)
    }

    pub fn forget_lookups(&mut self) {
        self.lookups.clear();
        self.resolved.clear();
    }
}
