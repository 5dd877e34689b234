export declare function moveStyleAttributes(html: string): { html: string; moved: number };
export declare function moveStyleAttributesOfPages(pages: { filePath: string }[]): Promise<number>;
