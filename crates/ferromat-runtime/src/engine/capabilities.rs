//! The embedder's switches for what scripts may touch on the host: file
//! reading and writing, folder listing and changes, and code outside
//! allowed roots (see `interp/host.rs`), plus the session's own current
//! folder and its captured error output (`fprintf(2, ...)`). Everything is
//! on by default, as in the CLI; a host running untrusted scripts starts
//! from `Capabilities::none()`. This file only sets session state; the
//! checks themselves happen in the builtins.

use std::path::{Path, PathBuf};

use super::Engine;
use crate::error::{Result, RuntimeError};
use crate::interp::host::{Capabilities, Capability};
use crate::interp::OutputSink;

impl Engine {
    /// Replaces every switch at once. Allowed roots are made absolute and
    /// resolved (symbolic links, `..`) so that scripts cannot step around
    /// them.
    ///
    /// ```
    /// use ferromat_runtime::engine::{Capabilities, Engine};
    /// let mut engine = Engine::new();
    /// engine.set_capabilities(Capabilities::none());
    /// let error = engine.eval("fid = fopen('notes.txt', 'w');").unwrap_err();
    /// assert_eq!(error.identifier, "ferromat:capabilityDisabled");
    /// ```
    pub fn set_capabilities(&mut self, mut capabilities: Capabilities) {
        capabilities.allowed_roots = capabilities
            .allowed_roots
            .iter()
            .map(|root| {
                let root = self.interpreter.resolve_path(root);
                root.canonicalize().unwrap_or(root)
            })
            .collect();
        self.interpreter.capabilities = capabilities;
    }

    /// The switches in force.
    pub fn capabilities(&self) -> &Capabilities {
        &self.interpreter.capabilities
    }

    /// Turns one switch on or off.
    pub fn allow(&mut self, capability: Capability, allowed: bool) {
        let caps = &mut self.interpreter.capabilities;
        let switch = match capability {
            Capability::ReadFiles => &mut caps.read_files,
            Capability::WriteFiles => &mut caps.write_files,
            Capability::ListFolders => &mut caps.list_folders,
            Capability::ChangeFolder => &mut caps.change_folder,
            Capability::RunOutsideRoots => &mut caps.run_outside_roots,
        };
        *switch = allowed;
    }

    /// Folders whose code `run` and `addpath` may reach while
    /// `RunOutsideRoots` is off.
    pub fn set_allowed_roots(&mut self, roots: impl IntoIterator<Item = PathBuf>) {
        let mut capabilities = self.interpreter.capabilities.clone();
        capabilities.allowed_roots = roots.into_iter().collect();
        self.set_capabilities(capabilities);
    }

    /// The session's current folder (`pwd`), which relative file names in
    /// scripts are resolved against.
    pub fn current_folder(&self) -> &Path {
        &self.interpreter.current_folder
    }

    /// Moves the session (never the process) to `folder`. The host may do
    /// this even when scripts may not `cd`.
    pub fn set_current_folder(&mut self, folder: impl AsRef<Path>) -> Result<()> {
        let folder = self.interpreter.resolve_path(folder.as_ref());
        match folder.canonicalize() {
            Ok(real) if real.is_dir() => {
                self.interpreter.current_folder = real;
                self.interpreter.path_changed();
                Ok(())
            }
            _ => Err(RuntimeError::new(
                "MATLAB:cd:NonExistentFolder",
                format!(
                    "Unable to change current folder to '{}' (Name is nonexistent or not a folder).",
                    folder.display()
                ),
            )),
        }
    }

    /// From now on, text written to `fid` 2 (`fprintf(2, ...)`) is kept
    /// for [`Engine::take_error_output`] instead of going to standard error.
    pub fn capture_error_output(&mut self) {
        self.interpreter.error_output = crate::interp::output::CaptureBuffer::default().sink();
    }

    /// The error-output text written since the last call (empty unless
    /// capturing).
    pub fn take_error_output(&mut self) -> String {
        match &self.interpreter.error_output {
            OutputSink::Capture(buffer) => buffer.take(),
            _ => String::new(),
        }
    }
}
