s = 'it''s'
e = ''
