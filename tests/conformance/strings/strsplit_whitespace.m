words = strsplit('the quick  brown fox')
