s = ['[' deblank('text   ') ']']
