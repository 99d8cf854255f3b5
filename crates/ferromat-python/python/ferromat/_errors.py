"""The exception raised for MATLAB errors (kept in Python so that it is an
ordinary, picklable exception class with documented attributes)."""

from __future__ import annotations

from typing import Any, Dict, List, Optional


class MatlabError(Exception):
    """An error raised by MATLAB code run in a :class:`ferromat.Engine`.

    ``str(error)`` is MATLAB's report (the ``Error using NAME`` line, the
    message and one ``Error in`` frame per stack level); the parts are
    attributes:

    - ``identifier``: the MATLAB identifier (``"MATLAB:badsubscript"``), or
      ``""`` for ``error('message')`` without one;
    - ``message``: the message alone;
    - ``stack``: a list of ``{"name", "file", "line"}`` dicts, innermost
      first, like MATLAB's ``MException.stack``;
    - ``line``, ``column``: where the error arose in the innermost code that
      ran (``None`` when unknown);
    - ``output``: the text the code printed before it failed.
    """

    identifier: str
    message: str
    stack: List[Dict[str, Any]]
    line: Optional[int]
    column: Optional[int]
    output: str

    def __init__(
        self,
        report: str,
        *,
        identifier: str = "",
        message: str = "",
        stack: Optional[List[Dict[str, Any]]] = None,
        line: Optional[int] = None,
        column: Optional[int] = None,
        output: str = "",
    ) -> None:
        super().__init__(report)
        self.identifier = identifier
        self.message = message or report
        self.stack = list(stack or [])
        self.line = line
        self.column = column
        self.output = output

    def __reduce__(self):  # keep the attributes through pickle
        return (
            _rebuild,
            (
                str(self),
                self.identifier,
                self.message,
                self.stack,
                self.line,
                self.column,
                self.output,
            ),
        )


def _rebuild(report, identifier, message, stack, line, column, output):
    return MatlabError(
        report,
        identifier=identifier,
        message=message,
        stack=stack,
        line=line,
        column=column,
        output=output,
    )
