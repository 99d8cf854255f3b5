x = 'unterminated
y = "also
