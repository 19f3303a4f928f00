s = strrep('the cat sat', 'at', 'og')
