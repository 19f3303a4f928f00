s = 'it''s fine'
