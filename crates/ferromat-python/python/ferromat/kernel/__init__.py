"""The ferromat Jupyter kernel: MATLAB cells run in one :class:`ferromat.Engine`.

A cell's printed text comes back as a ``stdout`` stream, an uncaught MATLAB
error as a Jupyter error (``ename`` is the MATLAB identifier), figures that
changed as inline PNG images, and Tab completes variables, builtins and the
functions on the path. Install the kernelspec with
``python -m ferromat.kernel install [--user | --prefix PREFIX]``.

This module only adapts the engine to Jupyter's messages; it must not
interpret MATLAB code itself.
"""

from __future__ import annotations

import base64
import re
import threading
from typing import Any, Dict, List, Optional

from ipykernel.kernelbase import Kernel

from .. import Engine, MatlabError, __version__

# The MATLAB name (or field access chain) ending at the cursor.
_NAME_BEFORE_CURSOR = re.compile(r"[A-Za-z][A-Za-z0-9_]*$")


class FerromatKernel(Kernel):
    """An ipykernel ``Kernel`` whose language is MATLAB, run by ferromat."""

    implementation = "ferromat"
    implementation_version = __version__
    language = "matlab"
    language_version = "R2024b-compatible"
    language_info = {
        "name": "matlab",
        "mimetype": "text/x-matlab",
        "file_extension": ".m",
        "codemirror_mode": "octave",
        "pygments_lexer": "matlab",
    }
    banner = "ferromat: a MATLAB-compatible engine (no MATLAB needed)"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.engine = Engine()

    def _run(self, code: str) -> Dict[str, Any]:
        """Runs ``code`` on a worker thread so that the main thread stays
        able to take Jupyter's interrupt (SIGINT raises KeyboardInterrupt
        here, which stops the engine)."""
        outcome: Dict[str, Any] = {}

        def work() -> None:
            try:
                outcome["output"] = self.engine.eval(code)
            except BaseException as error:  # handed to the main thread
                outcome["error"] = error

        worker = threading.Thread(target=work, name="ferromat-cell", daemon=True)
        worker.start()
        while worker.is_alive():
            try:
                worker.join(0.05)
            except KeyboardInterrupt:
                self.engine.interrupt()
        return outcome

    def do_execute(
        self,
        code: str,
        silent: bool,
        store_history: bool = True,
        user_expressions: Optional[Dict[str, Any]] = None,
        allow_stdin: bool = False,
        *,
        cell_id: Optional[str] = None,
    ) -> Dict[str, Any]:
        outcome = self._run(code)
        error = outcome.get("error")
        output = outcome.get("output", "")
        if isinstance(error, MatlabError):
            output = error.output
        if output and not silent:
            self.send_response(self.iopub_socket, "stream", {"name": "stdout", "text": output})
        if not silent:
            self._send_figures()
        if error is None:
            return {
                "status": "ok",
                "execution_count": self.execution_count,
                "payload": [],
                "user_expressions": {},
            }
        if isinstance(error, MatlabError):
            ename = error.identifier or "MatlabError"
            evalue = error.message
        else:
            ename = type(error).__name__
            evalue = str(error)
        content = {
            "ename": ename,
            "evalue": evalue,
            "traceback": str(error).splitlines(),
        }
        if not silent:
            self.send_response(self.iopub_socket, "error", content)
        return {"status": "error", "execution_count": self.execution_count, **content}

    def _send_figures(self) -> None:
        """Shows each visible figure the cell changed as an inline PNG."""
        for number in self.engine.changed_figures():
            try:
                png = self.engine.figure(number, "png", 96.0)
            except MatlabError:
                continue
            self.send_response(
                self.iopub_socket,
                "display_data",
                {
                    "data": {
                        "image/png": base64.b64encode(png).decode("ascii"),
                        "text/plain": f"<Figure {number}>",
                    },
                    "metadata": {},
                },
            )

    def do_complete(self, code: str, cursor_pos: int) -> Dict[str, Any]:
        before = code[:cursor_pos]
        match = _NAME_BEFORE_CURSOR.search(before)
        prefix = match.group(0) if match else ""
        start = cursor_pos - len(prefix)
        # After a '.', the name is a field, not a function or variable.
        matches: List[str] = []
        if prefix and not before[:start].endswith("."):
            matches = self.engine.completions(prefix)
        return {
            "status": "ok",
            "matches": matches,
            "cursor_start": start,
            "cursor_end": cursor_pos,
            "metadata": {},
        }

    def do_is_complete(self, code: str) -> Dict[str, Any]:
        # The engine parses a cell whole; Jupyter front ends only ask this
        # of console clients, where every line is run as typed.
        return {"status": "unknown"}
