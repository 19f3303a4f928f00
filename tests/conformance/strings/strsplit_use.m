parts = strsplit('a,b,,c', ',')
